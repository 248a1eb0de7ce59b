import JSONRPC
import Testing

@Suite struct MessageFramerTests {
    /// Frames every body in `text`, fed in chunks of `chunkSize` bytes.
    private func frame(_ text: String, chunkSize: Int = .max, maximumBodyLength: Int = MessageFramer.defaultMaximumBodyLength) -> [MessageFramer.Output] {
        var framer = MessageFramer(maximumBodyLength: maximumBodyLength)
        let bytes = Array(text.utf8)
        var outputs: [MessageFramer.Output] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            outputs += framer.feed(bytes[start..<end])
            start = end
        }
        return outputs
    }

    private func body(_ text: String) -> MessageFramer.Output { .body(Array(text.utf8)) }

    @Test func framesConsecutiveMessages() {
        let stream = "Content-Length: 2\r\n\r\n{}Content-Length: 4\r\n\r\nnull"
        #expect(frame(stream) == [body("{}"), body("null")])
    }

    @Test func framesOneByteAtATime() {
        let stream = "Content-Length: 7\r\n\r\n[1,2,3]Content-Length: 6\r\n\r\n\"😀\""
        #expect(frame(stream, chunkSize: 1) == [body("[1,2,3]"), body("\"😀\"")])
    }

    @Test func countsTheLengthInBytesNotCharacters() {
        #expect(frame("Content-Length: 8\r\n\r\n\"é😀\"") == [body("\"é😀\"")])
    }

    @Test func acceptsContentTypeAndAnyHeaderNameCase() {
        let stream = """
            content-type: application/vscode-jsonrpc; charset=utf-8\r
            CONTENT-LENGTH:2\r
            \r
            {}Content-Length: 2  \r
            Content-Type: application/vscode-jsonrpc\r
            \r
            []
            """
        #expect(frame(stream, chunkSize: 3) == [body("{}"), body("[]")])
    }

    @Test func acceptsBareNewlinesAfterTheHeader() {
        #expect(frame("Content-Length: 2\n\n{}") == [body("{}")])
    }

    @Test func skipsGarbageBeforeAHeaderAndSaysSo() {
        let onItsOwnLines = frame("hello there\r\n\r\nContent-Length: 2\r\n\r\n{}", chunkSize: 1)
        #expect(onItsOwnLines == [.problem(.skippedGarbage(byteCount: 11)), body("{}")])

        let runningIntoTheHeader = frame("{\"jsonrpc\":\"2.0\"}Content-Length: 2\r\n\r\n{}")
        #expect(runningIntoTheHeader == [.problem(.skippedGarbage(byteCount: 17)), body("{}")])
    }

    @Test func toleratesBlankLinesBetweenMessages() {
        #expect(frame("Content-Length: 2\r\n\r\n{}\r\n\r\nContent-Length: 2\r\n\r\n[]") == [body("{}"), body("[]")])
    }

    @Test func reportsHeadersWithoutAUsableLength() {
        #expect(frame("Content-Type: text/plain\r\n\r\nContent-Length: 2\r\n\r\n{}") == [.problem(.missingContentLength), body("{}")])
        #expect(frame("Content-Length: -5\r\n\r\nContent-Length: 2\r\n\r\n{}") == [.problem(.invalidContentLength("-5")), body("{}")])
        #expect(frame("Content-Length: 99999999999999999999999\r\n\r\nContent-Length: 2\r\n\r\n{}").first == .problem(.invalidContentLength("99999999999999999999999")))
    }

    @Test func refusesAnOversizedBodyWithoutStoringIt() {
        let limit = 1 << 20
        var framer = MessageFramer(maximumBodyLength: limit)
        let declared = limit + 1
        #expect(framer.feed(Array("Content-Length: \(declared)\r\n\r\n".utf8)) == [.problem(.bodyTooLarge(declaredLength: declared, limit: limit))])
        let chunk = [UInt8](repeating: 0x61, count: 4096)
        var fed = 0
        while fed + chunk.count <= declared {
            #expect(framer.feed(chunk).isEmpty)
            #expect(framer.bufferedByteCount == 0, "a refused body is skipped, not buffered")
            fed += chunk.count
        }
        let tail = Array(repeating: UInt8(0x61), count: declared - fed) + Array("Content-Length: 2\r\n\r\n{}".utf8)
        #expect(framer.feed(tail) == [.body(Array("{}".utf8))], "the stream resumes right after the refused body")
    }

    @Test func refusesSixtyFourMebibytesAndOneByDefault() {
        var framer = MessageFramer()
        let declared = 64 * 1024 * 1024 + 1
        #expect(framer.feed(Array("Content-Length: \(declared)\r\n\r\n".utf8)) == [.problem(.bodyTooLarge(declaredLength: declared, limit: 64 << 20))])
        #expect(framer.feed([UInt8](repeating: 0x20, count: 1 << 16)).isEmpty)
        #expect(framer.bufferedByteCount == 0)
    }

    @Test func boundsARunawayHeader() {
        var framer = MessageFramer()
        let garbage = [UInt8](repeating: 0x78, count: 100_000)
        let outputs = framer.feed(garbage)
        #expect(!outputs.isEmpty && outputs.allSatisfy { if case .problem(.skippedGarbage) = $0 { true } else { false } })
        #expect(framer.bufferedByteCount <= 8 << 10)
        #expect(framer.feed(Array("\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8)).last == .body(Array("{}".utf8)))
    }

    @Test func knowsWhenInputStopsMidMessage() {
        var framer = MessageFramer()
        _ = framer.feed(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
        #expect(framer.isInsideMessage)
        var idle = MessageFramer()
        _ = idle.feed(Array("Content-Length: 2\r\n\r\n{}\r\n".utf8))
        #expect(!idle.isInsideMessage)
    }

    @Test func framesOutgoingBodies() {
        #expect(MessageFramer.frame(Array("{}".utf8)) == Array("Content-Length: 2\r\n\r\n{}".utf8))
    }
}
