/// What a function does to the text inputs it is given (`Style.asEmail(field)`,
/// `configure(textField:)`), is called on (`field.applyStyle(.password)`, a method of an extension of
/// `UITextField`), returns (`makeTextField()`) or builds (a step of a fluent builder,
/// `FieldBuilder().returnKey(.next).delegate(self).build()`): the traits it assigns them. A call site
/// is then read as if the assignments were written there.
package struct FieldConfigurator: Sendable, Equatable, LabelledParameters {
    /// The type declaring the function (`Style`, `UITextField`, the class itself); nil for a free function.
    package var owner: String?
    /// The base name: `asEmail`.
    package var name: String
    /// Argument labels (`_` for none), in order.
    package var labels: [String]
    /// Which of the parameters have a default value, so a call may leave them out.
    package var defaulted: [Bool]
    /// The type the function returns, when it returns a configured input: `UITextField`.
    package var returnedType: String?
    package var effects: [Subject: Effect]
    /// A builder's last call, handing out the input its steps configured (`build() -> UITextField`,
    /// returning the stored input): it configures nothing itself, and `returnedType` names the input.
    package var endsABuild = false

    /// What the function configures.
    package enum Subject: Hashable, Sendable {
        /// The input passed as the parameter at this index.
        case parameter(Int)
        /// The input the method is called on (an extension method of an input type).
        case receiver
        /// The input it returns (a factory).
        case returned
        /// The input a fluent builder holds and hands out at the end of the chain: a step assigns the
        /// builder's stored input and returns the builder (`field.delegate = delegate; return self`).
        case built
    }

    /// A trait's value as assigned in the function.
    package enum Value: Hashable, Sendable {
        /// `.next`, `.numberPad`, `self`.
        case literal(String)
        /// The argument of the parameter at this index: `field.delegate = delegate`.
        case argument(Int)
        /// `self` in the function: the instance of the declaring type (`field.delegate = self`).
        case declaringInstance
        /// Computed at run time, or under a condition the call cannot decide.
        case computed
        /// A delegate made in the function as a new instance of a type of the app's
        /// (`CustomFieldDelegate(kind: kind)`), assigned or handed to a setter of the input's class
        /// (`field.setCustomDelegate(handler)`, `setter`): that class's code answers Return
        /// (`UIKitInstalledDelegates`).
        case instance(type: String, setter: String?)
    }

    /// The traits assigned to one subject: unconditionally, or per case of a `switch` over a parameter.
    package struct Effect: Sendable, Equatable {
        /// Trait name (`returnKeyType`) → value.
        package var traits: [String: Value] = [:]
        /// `switch style { case .password: … }`: the switched parameter's index and, per case name
        /// (`default` for the default clause), the traits assigned there.
        package var selector: Int?
        package var cases: [String: [String: Value]] = [:]

        package var isEmpty: Bool { traits.isEmpty && cases.isEmpty }
    }

    /// The delegate classes the function installs as new instances (`Value.instance`).
    package var installedTypes: Set<String> {
        let values = effects.values.flatMap { [$0.traits["delegate"]] + $0.cases.values.map { $0["delegate"] } }
        return Set(values.compactMap { value in if case .instance(let type, _)? = value { type } else { nil } })
    }

    /// The traits the function assigns to `subject` at a call whose literal arguments (a case name
    /// such as `password`, `next`, `self`; nil when not a literal) are `arguments`, in parameter order.
    /// A trait whose value the call cannot decide is `.computed`.
    package func traits(of subject: Subject, arguments: [String?]) -> [String: Value] {
        guard let effect = effects[subject] else { return [:] }
        var traits = effect.traits
        if let selector = effect.selector {
            let chosen = selector < arguments.count ? arguments[selector] : nil
            if let chosen {
                if let assigned = effect.cases[chosen] ?? effect.cases["default"] { traits.merge(assigned) { $1 } }
            } else {
                for name in effect.cases.values.flatMap(\.keys) { traits[name] = .computed }
            }
        }
        return traits.mapValues { value in
            guard case .argument(let index) = value else { return value }
            return (index < arguments.count ? arguments[index] : nil).map(Value.literal) ?? .computed
        }
    }
}

/// A function's parameters as a call sees them: each one's argument label (`_` for none) and
/// whether it has a default value.
protocol LabelledParameters {
    var labels: [String] { get }
    var defaulted: [Bool] { get }
}

extension LabelledParameters {
    /// The parameter each of a call's arguments (by label, `_` for none) goes to; nil when the
    /// labels do not fit this function.
    func parameterIndices(ofArgumentLabels arguments: [String]) -> [Int]? {
        var indices: [Int] = []
        var parameter = 0
        for label in arguments {
            while parameter < labels.count, labels[parameter] != label {
                guard defaulted[parameter] else { return nil }
                parameter += 1
            }
            guard parameter < labels.count else { return nil }
            indices.append(parameter)
            parameter += 1
        }
        guard defaulted[parameter...].allSatisfy({ $0 }) else { return nil }
        return indices
    }
}
