/// What a form component does with its parameters: a view (or a function returning one) that wraps
/// one text input, such as a design system's `LabeledTextField(text:focus:field:onSubmit:)` or a
/// function named `SecureField` that shadows SwiftUI's. A call site then is a field: the closure it
/// passes for `submit` is that field's submit handler, and the component's own label, keyboard and
/// axis apply, because modifiers closest to the text input win.
///
/// Components are read from their declaration alone (`FormComponentReader`); one that forwards its
/// parameters to another component is resolved through the project's symbols (`ProjectSymbols`).
package struct FormComponent: Sendable, Equatable {
    /// The type's name (`LabeledTextField`) or the function's (`SecureField`).
    package var name: String
    /// Argument labels a call must use for this component to be the one called (a function that
    /// shadows a SwiftUI initializer is told from it by a label SwiftUI's does not take).
    package var requiredLabels: Set<String> = []
    /// Every argument label the component takes (`_` for an unlabelled one).
    package var labels: Set<String> = []
    /// The roles below name parameters by their argument label, as a call site names them.
    /// The parameter that carries the focus binding (`FocusState<V>.Binding`, `Binding<Bool>`), if the
    /// component binds focus itself rather than leaving `.focused` to its caller.
    package var focusBinding: String?
    /// The parameter holding the value the input is bound to (`equals: field`); nil for a `Bool` binding.
    package var focusValue: String?
    /// The case the input is bound to when the component names it itself (`equals: .email`).
    package var boundCase: String?
    /// The closure parameter the input calls on Return.
    package var submit: String?
    package var input = Input.singleLine
    package var label = Label.none
    /// `.keyboardType(...)` applied inside the component.
    package var keyboard: String?
    /// The component may move focus in ways its callers' code does not show: a keyboard toolbar of
    /// its own may move focus on (its Next calls a closure the caller may pass,
    /// `KeyboardToolbar.mayMoveFocus`), or it runs code of its own when its focus changes
    /// (`.onChange(of: isFocused)`, run as Return ends editing). A focus state of its own that it
    /// only sets, clears and styles with is no such way: it routes nothing in its callers' forms.
    package var mayMoveFocusOutOfSight = false
    /// The component forwards its parameters to another component, which holds the input.
    package var forwarding: Forwarding?
    /// What the component's own `.onSubmit` does to the caller's focus binding when it sets it
    /// itself (`.onSubmit { focus = .password }`): a child view of one field routing its parent's chain.
    package var ownRouting: OwnRouting?
    /// The component is a `UIViewRepresentable` making a UIKit text input (`RepresentableInput`):
    /// only what its `makeUIView` sets on that input is known (`input`, `keyboard`,
    /// `replacesKeyboard`); what Return does lives in its coordinator, out of sight.
    package var isRepresentable = false
    /// An `inputView` (a keypad or picker of the app's own) stands in for the input's keyboard: no Return key.
    package var replacesKeyboard = false
    /// The input is a view of the app's own that the component calls (`KeypadInput(text: $text)
    /// .onSubmit { onNext() }`): when it is a representable, its keyboard facts are the component's,
    /// found through the project's symbols (`ProjectSymbols`).
    package var ownInput: Forwarding?
    /// The input is a row of a `ForEach` (a list editor whose rows its own Add button makes): a call
    /// shows as many inputs as the list holds, a group of rows, never one field of the caller's form.
    package var isRepeated = false
    /// For a function declared as an instance method of a type (`func Email() -> some View` in a
    /// screen): that type's name. Called unqualified, it is reached only from that type's own code.
    package var declaringType: String?

    package init(name: String) {
        self.name = name
    }

    /// What Return does in the wrapped input.
    package enum Input: Sendable, Equatable {
        /// A single-line `TextField` or `SecureField`: Return submits.
        case singleLine
        /// A `TextEditor` or vertical `TextField`: Return inserts a newline.
        case multiLine
        /// A multi-line input that swallows the newline and calls the submit closure instead
        /// (`.onChange(of: text)` stripping `\n`): Return submits when a closure is passed.
        case multiLineSubmitting
    }

    /// The submit label the component sets on its input.
    package enum Label: Sendable, Equatable {
        /// None: the caller's label applies.
        case none
        case fixed(String)
        /// `.submitLabel(onSubmit != nil ? .next : .return)`: one label when the caller passes a
        /// submit closure, another when it does not.
        case whenSubmitPassed(String, otherwise: String)
        /// Computed at run time from something else.
        case dynamic
    }

    /// `Inner(focus: focus, field: field, onSubmit: onSubmit)` in a component's body.
    package struct Forwarding: Sendable, Equatable {
        /// The component called.
        package var callee: String
        /// Argument label → the expression passed, as far as it matters: one of this component's
        /// parameters (by its label), `nil`, or anything else.
        package var arguments: [String: Argument]

        package init(callee: String, arguments: [String: Argument]) {
            self.callee = callee
            self.arguments = arguments
        }
    }

    /// Where a component's own submit handler moves its caller's focus.
    package enum OwnRouting: Sendable, Equatable {
        /// To this case, at every call (`focus = .password`).
        case movesTo(String)
        /// To the value each call hands the parameter with this argument label (`focus.wrappedValue = next`).
        case movesToArgument(String)
        /// Somewhere this reading does not follow: under a condition, to a computed value.
        case unknown
        /// By the case each call binds the input to (`focusValue`): the handler, or a method of the
        /// component it calls, decides on that case (`switch slot { case .name: focus.wrappedValue =
        /// .email … }`). `cases` holds what it does for the cases it names, `otherwise` for the rest.
        case byBoundCase(cases: [String: CaseRoute], otherwise: CaseRoute)
    }

    /// What a component's own handler does to its caller's focus for one bound case.
    package enum CaseRoute: Sendable, Equatable {
        /// Moves focus to this case.
        case movesTo(String)
        /// Leaves focus to the caller's handlers (sets none, or clears it as editing ends anyway).
        case leaves
        /// Does something this reading does not follow.
        case unknown
    }

    /// An argument a forwarding component passes on.
    package enum Argument: Sendable, Equatable {
        case parameter(String)
        case nilLiteral
        case other
    }
}

extension FormComponent {
    /// Whether a call with these argument labels calls this component.
    package func accepts(labels callLabels: [String]) -> Bool {
        requiredLabels.isSubset(of: callLabels) && callLabels.allSatisfy { labels.contains($0) }
    }

    /// The label the input shows when the caller passes (or not) a submit closure; nil when the
    /// component leaves the label to its caller.
    package func label(submitPassed: Bool) -> String?? {
        switch label {
        case .none: nil
        case .fixed(let value): .some(value)
        case .whenSubmitPassed(let passed, let otherwise): .some(submitPassed ? passed : otherwise)
        case .dynamic: .some(nil)
        }
    }

    /// Whether Return submits when the caller passes (or not) a submit closure.
    package func takesReturn(submitPassed: Bool) -> Bool {
        switch input {
        case .singleLine: true
        case .multiLine: false
        case .multiLineSubmitting: submitPassed
        }
    }
}
