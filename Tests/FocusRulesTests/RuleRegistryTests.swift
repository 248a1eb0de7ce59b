import Foundation
import FocusRules
import Testing

@Suite struct RuleRegistryTests {
    @Test func registryIsSortedById() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
    }

    @Test func registryListsExactlyTheFilesInRules() throws {
        let folder = packageRoot + "/Sources/FocusRules/Rules"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(".swift".count)) }
        let types = RuleRegistry.rules.map { String(describing: $0) }
        #expect(Set(files) == Set(types))
    }

    @Test func eachRuleTypeIsNamedAfterItsId() {
        for rule in RuleRegistry.rules {
            let camel = rule.description.id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            #expect(String(describing: rule) == camel)
        }
    }
}
