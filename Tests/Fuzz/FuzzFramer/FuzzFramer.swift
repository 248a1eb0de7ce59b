import FuzzSupport
import JSONRPC

/// Bytes as a stream, cut into chunks the input chooses: the framer must produce the same outputs
/// however the stream is cut, never hold more than a header or one accepted body, and every body it
/// yields must come back unchanged when framed and read again.
func checkFramer(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    let limit = 1 + input.number(below: 4096)
    let cuts = (0..<8).map { _ in 1 + input.number(below: 64) }
    let stream = input.rest()

    var whole = MessageFramer(maximumBodyLength: limit)
    let expected = whole.feed(stream)

    var chunked = MessageFramer(maximumBodyLength: limit)
    var outputs: [MessageFramer.Output] = []
    var start = 0
    var cut = 0
    while start < stream.count {
        let end = min(start + cuts[cut % cuts.count], stream.count)
        outputs += chunked.feed(stream[start..<end])
        precondition(chunked.bufferedByteCount <= max(limit, 8 << 10) + 1, "framer holds \(chunked.bufferedByteCount) bytes")
        start = end
        cut += 1
    }
    precondition(outputs == expected, "chunking changed the outputs")
    precondition(chunked.isInsideMessage == whole.isInsideMessage)

    for case .body(let body) in expected {
        precondition(body.count <= limit, "a body of \(body.count) bytes passed the limit \(limit)")
        var reader = MessageFramer(maximumBodyLength: limit)
        precondition(reader.feed(MessageFramer.frame(body)) == [.body(body)], "a framed body did not read back")
    }
}

@main
enum FuzzTarget {
    static func main() { FuzzMain.run(checkFramer) }
}
