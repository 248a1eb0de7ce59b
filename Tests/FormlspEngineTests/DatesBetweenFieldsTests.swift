import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Dates picked between a record's text fields (an event's name, its start and end, then its
/// place) are values of the record, filled in with it: they do not make the screen one of
/// settings. Toggles and pickers between the fields still do.
@Suite struct DatesBetweenFieldsTests {
    /// A new meeting: its title, `between`, its room, added by one button.
    static func meeting(between: String) -> MarkedText {
        MarkedText("""
            struct MeetingSheet: View {
                @State private var title = ""
                @State private var room = ""
                @State private var starts = Date()
                @State private var ends = Date()
                @State private var wholeDay = false
                @State private var remind = false
                @State private var colour = 0

                var body: some View {
                    VStack {
                        1️⃣TextField("Title", text: $title)
                        \(between)
                        TextField("Room", text: $room)
                        Button("Add meeting", action: add)
                    }
                }

                func add() {}
            }
            """)
    }

    @Test(arguments: [
        #"DatePicker("Starts", selection: $starts); DatePicker("Ends", selection: $ends)"#,
        #"DatePicker("Starts", selection: $starts); DatePicker("Ends", selection: $ends); Toggle("All day", isOn: $wholeDay)"#,
        #"HStack { DatePicker("", selection: $starts, displayedComponents: .date); DatePicker("", selection: $starts, displayedComponents: .hourAndMinute) }"#,
    ])
    func datesBetweenARecordsFieldsLeaveItOneForm(between: String) throws {
        let form = Self.meeting(between: between)
        let note = try #require(formNotes(form.text).first, "\(between)")
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`title`, `room`)"), "\(note.message)")
    }

    /// Toggles and pickers outnumbering the fields are settings, dates among them or not.
    @Test(arguments: [
        #"Toggle("All day", isOn: $wholeDay); Toggle("Remind me", isOn: $remind)"#,
        #"Toggle("Remind me", isOn: $remind); DatePicker("Starts", selection: $starts); Picker("Colour", selection: $colour) { Text("Red").tag(0) }"#,
    ])
    func togglesAndPickersBetweenTheFieldsStillMakeSettings(between: String) {
        #expect(formNotes(Self.meeting(between: between).text).isEmpty, "\(between)")
    }
}
