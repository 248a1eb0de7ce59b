import SwiftSyntax

extension InitializerDeclSyntax {
    /// The argument label that sets each stored property, by the property's name: a parameter
    /// named as the property (`init(…, equals field: T)` sets `field`), or one the body assigns
    /// to it (`self._isFocused = focus`, `_text = text`, `self.value = kind`). A property both
    /// name is the same-named parameter's.
    var labelsOfStoredProperties: [String: String] {
        var labels: [String: String] = [:]
        for parameter in signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            if labels[name] == nil { labels[name] = parameter.firstName.text }
        }
        let labelsByParameter = labels
        for item in body?.statements ?? [] {
            guard let sequence = item.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  let value = assignment.singleValue?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let label = labelsByParameter[value], let property = Self.storedProperty(assigned: assignment.target),
                  labels[property] == nil else { continue }
            labels[property] = label
        }
        return labels
    }

    /// `self.x`, `self._x`, `_x` or `x` as `x`.
    private static func storedProperty(assigned target: ExprSyntax) -> String? {
        let name: String
        if let member = target.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
        return property.isEmpty ? nil : property
    }
}
