import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Focus routed by a view model: each field's Return calls the model with the field's case, the
/// model's method switches over it and assigns its own focus property the next case, and the view
/// keeps its `@FocusState` in step with that property through a modifier handed both bindings.
/// Read only when the method is one `switch` of plain assignments and calls, and the view mirrors
/// the property; else Return is unknown there and nothing is said.
@Suite struct ModelFocusRouteTests {
    /// The pantry model; `nameArm` is what Return in the name does.
    static func model(nameArm: String = "focus = .brand") -> String {
        """
        import SwiftUI

        @MainActor
        final class PantryItemModel: ObservableObject {
            enum Entry: Hashable { case name, brand, amount, barcode }
            @Published var name = ""
            @Published var brand = ""
            @Published var amount = ""
            @Published var focus: Entry?

            func returnPressed(in entry: Entry) {
                switch entry {
                case .name:
                    \(nameArm)
                case .brand: focus = .amount
                case .amount:
                    focus = nil
                    save()
                }
            }

            func save() {}
        }

        """
    }

    /// The form; `nameLabel` labels the name field, `mirror` keeps the focus state in step.
    static func form(nameLabel: String = "", mirror: String = ".keepInStep($model.focus, with: $focus)") -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct PantryItemForm: View {
                @StateObject private var model = PantryItemModel()
                @FocusState private var focus: PantryItemModel.Entry?

                var body: some View {
                    Form {
                        TextField("Name", text: $model.name)
                            1️⃣.focused($focus, equals: .name)
                            \(nameLabel)
                            .onSubmit { model.returnPressed(in: .name) }
                        TextField("Brand", text: $model.brand)
                            .focused($focus, equals: .brand)
                            .submitLabel(.next)
                            .onSubmit { model.returnPressed(in: .brand) }
                        TextField("Amount", text: $model.amount)
                            .focused($focus, equals: .amount)
                            .submitLabel(.done)
                            .onSubmit { model.returnPressed(in: .amount) }
                    }
                    \(mirror)
                }
            }

            """)
    }

    static let modelPath = "/app/Pantry/Models/PantryItemModel.swift"
    static let formPath = "/app/Pantry/Views/PantryItemForm.swift"

    /// The findings on `form`, checked beside the model's file, or with the model in the form's own file.
    /// The model's file, read from disk, spells no rule's word (nor an input): only its focus property.
    private func findings(of form: String, model: String = model(), inTheSameFile: Bool = false) -> [Finding] {
        let text = inTheSameFile ? form + model.replacingOccurrences(of: "import SwiftUI\n", with: "") : form
        var index = WorkspaceIndex()
        if !inTheSameFile { index.update(path: Self.modelPath, text: model, origin: .disk) }
        index.update(path: Self.formPath, text: text)
        let engine = Engine()
        return engine.findings(in: text, path: Self.formPath, context: index.context(forPath: Self.formPath, summary: engine.summary(of: text, path: Self.formPath)))
    }

    @Test(arguments: [false, true])
    func aFieldTheModelMovesOnWithoutANextLabelIsReported(inTheSameFile: Bool) throws {
        let form = Self.form()
        let found = findings(of: form.text, inTheSameFile: inTheSameFile)
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.rule == "missing-submit-label")
        #expect(finding.range.lowerBound == form["1️⃣"])
    }

    @Test func theModelsRoutingLabelledNextGetsNothing() {
        let found = findings(of: Self.form(nameLabel: ".submitLabel(.next)").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Nothing keeps the view's focus in step with the model's: the model's assignments move
    /// nothing here, and Return in the name ends editing, as its key says.
    @Test func aModelWhoseFocusTheViewDoesNotMirrorMovesNothing() {
        let found = findings(of: Self.form(mirror: "").text)
        #expect(!found.contains { $0.rule == "missing-submit-label" }, "\(found.map(\.message))")
    }

    /// An arm the summary does not read (a condition, a computed case) leaves Return unknown.
    @Test(arguments: ["if name.isEmpty { return }\n            focus = .brand", "focus = nextEntry(after: .name)"])
    func aMethodThatIsNoPlainSwitchOfAssignmentsIsLeftAlone(nameArm: String) {
        let found = findings(of: Self.form().text, model: Self.model(nameArm: nameArm))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A model shared with another screen may move focus to a field of that screen, which this
    /// reading does not follow.
    @Test func aMoveToACaseNoFieldOfTheViewIsBoundToIsLeftAlone() {
        let found = findings(of: Self.form().text, model: Self.model(nameArm: "focus = .barcode"))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
