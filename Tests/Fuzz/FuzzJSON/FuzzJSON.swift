import FuzzSupport
import JSON

/// Any bytes, strict and with comments: parsing either fails with a position inside the input or
/// yields a value that serialises (compact and indented) to JSON that parses back to that value.
func checkJSON(_ bytes: [UInt8]) {
    for allowComments in [false, true] {
        let value: JSON
        do {
            value = try JSON.parse(bytes, allowComments: allowComments)
        } catch {
            precondition(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside \(bytes.count) bytes")
            precondition(error.line >= 1 && error.column >= 1, "error position \(error.line):\(error.column)")
            continue
        }
        for indent in [0, 2] {
            let text = value.serializedBytes(indent: indent)
            let again: JSON
            do {
                again = try JSON.parse(text)
            } catch {
                preconditionFailure("serialised JSON does not parse (\(error)): \(String(decoding: text, as: UTF8.self))")
            }
            precondition(again == value, "round trip changed \(value) into \(again)")
        }
    }
}

@main
enum FuzzTarget {
    static func main() { FuzzMain.run(checkJSON) }
}
