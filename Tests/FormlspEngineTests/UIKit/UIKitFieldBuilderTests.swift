import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Fields made by a fluent builder: each step assigns the builder's stored field and returns the
/// builder (`FieldBuilder().returnKey(.next).delegate(self).build()`), and the last call hands the
/// field out. The steps are read as assignments written where the chain's field is received.
@Suite struct UIKitFieldBuilderTests {
    private let engine = Engine()

    /// A builder holding the field it configures, `steps` its extra methods.
    static func builder(steps: String = "") -> String {
        """
        import UIKit

        final class FieldBuilder {
            private let field = UITextField()

            func placeholder(_ text: String) -> FieldBuilder {
                field.placeholder = text
                return self
            }

            func returnKey(_ key: UIReturnKeyType) -> FieldBuilder {
                field.returnKeyType = key
                return self
            }

            func keyboard(_ type: UIKeyboardType) -> Self {
                self.field.keyboardType = type
                return self
            }

            func delegate(_ delegate: UITextFieldDelegate) -> FieldBuilder {
                field.delegate = delegate
                return self
            }
        \(steps)
            func build() -> UITextField {
                field
            }
        }

        """
    }

    /// A shipping form whose three fields the builder makes, `fields` their declarations, routed
    /// city → street → postcode.
    static func controller(_ fields: String) -> String {
        """
        final class ShippingViewController: UIViewController, UITextFieldDelegate {
        \(fields)

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                switch textField {
                case cityField: streetField.becomeFirstResponder()
                case streetField: postcodeField.becomeFirstResponder()
                default: textField.resignFirstResponder()
                }
                return true
            }
        }

        """
    }

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Shipping.swift").findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func fieldsTheBuilderGivesADelegateAndLabelsAreRouted() {
        let source = Self.builder() + Self.controller("""
                private lazy var cityField = FieldBuilder().placeholder("City").returnKey(.next).delegate(self).build()
                private lazy var streetField: UITextField = FieldBuilder().returnKey(.next).delegate(self).build()
                private lazy var postcodeField: UITextField = {
                    FieldBuilder().placeholder("Postcode").returnKey(.done).delegate(self).build()
                }()
            """)
        #expect(spots(source).isEmpty)
    }

    /// A configuration closure keeping the built field in a local, set up further and returned.
    @Test func aClosureReturningTheBuiltFieldAfterMoreSetUpReceivesIt() {
        let source = MarkedText(Self.builder() + Self.controller("""
                private lazy var cityField: UITextField = FieldBuilder().returnKey(.next).delegate(self).build()
                private lazy var streetField: UITextField = {
                    let field = FieldBuilder().returnKey(.next).delegate(self).build()
                    field.translatesAutoresizingMaskIntoConstraints = false
                    return field
                }()
                private lazy var postcodeField: UITextField = {
                    let field = 1️⃣FieldBuilder().returnKey(.next).delegate(self).build()
                    field.clearButtonMode = .whileEditing
                    return field
                }()
            """))
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    @Test func aNextLabelTheBuilderGivesTheLastFieldIsAMismatch() {
        let source = MarkedText(Self.builder() + Self.controller("""
                private lazy var cityField = FieldBuilder().returnKey(.next).delegate(self).build()
                private lazy var streetField = FieldBuilder().returnKey(.next).delegate(self).build()
                private lazy var postcodeField = 1️⃣FieldBuilder().returnKey(.next).delegate(self).build()
            """))
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    @Test func aFieldTheBuilderGivesNoDelegateNeverGetsOne() {
        let source = MarkedText(Self.builder() + Self.controller("""
                private lazy var cityField = FieldBuilder().returnKey(.next).delegate(self).build()
                private lazy var 1️⃣streetField = FieldBuilder().returnKey(.next).build()
                private lazy var postcodeField = FieldBuilder().returnKey(.done).delegate(self).build()
            """))
        #expect(spots(source.text) == ["text-field-delegate-unset@\(source["1️⃣"])"])
    }

    /// A step that keeps its value for later (the field is made in `build()` from stored settings)
    /// configures nothing the chain shows: nothing is said of the fields' delegates or labels.
    @Test func aBuilderKeepingSettingsForLaterIsNotGuessed() {
        let source = """
            import UIKit

            final class DeferredBuilder {
                private var key: UIReturnKeyType = .default
                private weak var target: UITextFieldDelegate?

                func returnKey(_ key: UIReturnKeyType) -> DeferredBuilder {
                    self.key = key
                    return self
                }

                func delegate(_ target: UITextFieldDelegate) -> DeferredBuilder {
                    self.target = target
                    return self
                }

                func build() -> UITextField {
                    let field = UITextField()
                    field.returnKeyType = key
                    field.delegate = target
                    return field
                }
            }

            """ + Self.controller("""
                private lazy var cityField = DeferredBuilder().returnKey(.next).delegate(self).build()
                private lazy var streetField = DeferredBuilder().returnKey(.next).delegate(self).build()
                private lazy var postcodeField = DeferredBuilder().returnKey(.next).delegate(self).build()
            """)
        #expect(spots(source).isEmpty)
    }

    /// A builder's chain whose end is not the field (the builder itself is kept, or passed on):
    /// which field its steps configure is unknown, so no field is said to lack a delegate.
    @Test func aChainEndingElsewhereConfiguresAnUnknownField() {
        let source = Self.builder() + Self.controller("""
                private let cityField = UITextField()
                private let streetField = UITextField()
                private let postcodeField = UITextField()
                private lazy var pending = FieldBuilder().returnKey(.next).delegate(self)
            """)
        #expect(spots(source).isEmpty)
    }

    /// The builder in its own file, as apps keep it: read from the project's summaries.
    @Test func aBuilderInAnotherFileIsRead() {
        let controller = MarkedText(Self.controller("""
                private lazy var cityField = FieldBuilder().returnKey(.next).delegate(self).build()
                private lazy var streetField = FieldBuilder().returnKey(.next).delegate(self).build()
                private lazy var postcodeField = 1️⃣FieldBuilder().returnKey(.next).delegate(self).build()
            """))
        let controllerPath = "/app/Shipping/ShippingViewController.swift"
        let builderPath = "/app/Support/FieldBuilder.swift"
        var index = WorkspaceIndex()
        index.update(path: builderPath, text: Self.builder(), origin: .disk)
        index.update(path: controllerPath, text: controller.text)
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: controller.text, path: controllerPath))
        let findings = engine.findings(in: controller.text, path: controllerPath, context: context)
        #expect(findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" } == ["submit-label-mismatch@\(controller["1️⃣"])"])
        #expect(findings.first?.fixes.isEmpty == true, "the label is written in the builder's chain, not at an assignment")
    }
}
