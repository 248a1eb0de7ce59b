import FocusModel

/// What `form-without-focus-routing` asks of a chain and its fields: which of them make one form,
/// filled in one go and submitted together.
extension FocusChain {
    /// UIKit: `textFieldShouldReturn(_:)` ends editing in every field after doing some work there
    /// (validating, saving) and moves focus nowhere: it routes nothing, as a shared
    /// `.onSubmit { save() }` routes nothing. A field it leaves with nothing done is
    /// `missing-focus-transition`'s to report, not the form's. A field whose Return is handed to
    /// another object may be routed there: the form is not judged.
    var submitsFromEveryField: Bool {
        framework == .uiKit && !routesReturn
            && checkableFields.allSatisfy { !$0.outcome.goesNowhere && !$0.outcome.isUnknown && !$0.outcome.handlers.isEmpty }
    }

    /// The chain with the inputs of its view that no focus state binds, in layout order: the form
    /// the user fills in, whichever of its fields the focus state styles.
    var withUnboundInputs: FocusChain {
        guard !unboundInputs.isEmpty else { return self }
        var whole = self
        whole.fields = (fields + unboundInputs).sorted { $0.range.lowerBound < $1.range.lowerBound }
        return whole
    }

    /// The forms of the chain: one for each alternative the view shows (the fields of one arm of
    /// each `if`/`switch` whose arms hold fields, with those around it: a sign-in and a sign-up
    /// tab), each as `fieldsOfOneForm` finds it, first shown first. An alternative asking for what
    /// another asks (`if #available` arms, a password and its revealed twin), or for fields all in
    /// another's form, is that form; two starting at one field (fields before an `if`/`else` of
    /// more) are one form of them all, its defect at that field. The arms of a statement choosing
    /// by a `ForEach` row's element (an email row, a password row) are no alternatives: every row
    /// takes its own, so their fields are one form, in the order the arms are written.
    func formsOfOneChain(notForIOS: [Range<Int>]) -> [[ChainField]] {
        if isNamedForAShowcase { return [] }
        if fields.contains(where: { $0.branch.contains(where: \.isChosenPerRow) }) {
            var rows = self
            rows.fields = fields.map { field in
                var field = field
                field.branch.removeAll(where: \.isChosenPerRow)
                return field
            }
            return rows.formsOfOneChain(notForIOS: notForIOS)
        }
        var forms: [[ChainField]] = []
        let sections = Self.alternatives(of: fields).flatMap { alternative in
            sectionsSavedApart(alternative.fields).map { (fields: $0, chosen: alternative.chosen) }
        }
        for alternative in sections {
            for form in formsOfOneAlternative(alternative.fields, notForIOS: notForIOS, chosen: alternative.chosen) {
                guard let first = form.first else { continue }
                let asked = Set(form.map(\.editedTextOrTarget))
            let known = forms.contains { known in
                Set(known.map(\.editedTextOrTarget)) == asked || form.allSatisfy { field in known.contains { $0.isSame(as: field) } }
            }
                if known { continue }
                if let same = forms.firstIndex(where: { $0.first?.isSame(as: first) == true }) {
                    let added = form.filter { field in !forms[same].contains { $0.isSame(as: field) } }
                    forms[same] = (forms[same] + added).sorted { a, b in
                        (fields.firstIndex { $0.isSame(as: a) } ?? 0) < (fields.firstIndex { $0.isSame(as: b) } ?? 0)
                    }
                } else {
                    forms.append(form)
                }
            }
        }
        return forms
    }

    /// The sections of `shown` each saved by a button of its own (a settings list: the name with its
    /// Change button, then the password and new email with theirs, then the three passwords with
    /// theirs): `shown` cut before every field a button parts from the one before, when each part
    /// has a button that reads some of its values and none of the other parts'. Each section is
    /// judged as a form apart; a section of one field is none. Otherwise `shown` whole. Only views
    /// without focus state count the buttons between their fields.
    private func sectionsSavedApart(_ shown: [ChainField]) -> [[ChainField]] {
        var parts: [[ChainField]] = []
        for field in shown {
            if parts.isEmpty || (field.buttonsBefore ?? 0) > 0 { parts.append([field]) } else { parts[parts.count - 1].append(field) }
        }
        guard parts.count >= 2 else { return [shown] }
        let values = parts.map { Set($0.map(\.editedValueName)) }
        let ownButtons = values.indices.map { index in
            buttonReads.firstIndex { reads in
                values.indices.allSatisfy { other in values[other].isDisjoint(with: reads) != (other == index) }
            }
        }
        guard !ownButtons.contains(nil), Set(ownButtons).count == parts.count else { return [shown] }
        return parts
    }

    /// The forms one alternative shows: its largest set of fields shown together, as
    /// `fieldsOfOneForm` judges it, then each other block shown on a condition of its own, apart
    /// from those fields, that asks for a credential or that a control waits for (a server's
    /// address form, and the user name and password asked in a block of their own once the server
    /// wants them, a Retry button enabled once both are there).
    private func formsOfOneAlternative(_ shown: [ChainField], notForIOS: [Range<Int>], chosen: Set<Int>) -> [[ChainField]] {
        let main = fieldsOfOneForm(shown, notForIOS: notForIOS, chosen: chosen)
        var forms = main.map { [$0] } ?? []
        let groups = Self.groupsShownTogether(shown, chosen: chosen)
        guard let largest = groups.first else { return forms }
        let taken = largest + (main ?? [])
        for block in groups.dropFirst() where !block.contains(where: { field in taken.contains { $0.isSame(as: field) } }) {
            guard let form = fieldsOfOneForm(block, notForIOS: notForIOS, chosen: chosen), isAskedApart(form) else { continue }
            forms.append(form)
        }
        return forms
    }

    /// Whether `form` shows on its own that it is filled in one go: a credential it asks for, or a
    /// control that waits for two of its fields.
    private func isAskedApart(_ form: [ChainField]) -> Bool {
        let personal = form.filter { $0.contentType.map(Self.personalContentTypes.contains) == true }
        let values = Set(form.map(\.editedValueName))
        return form.contains(where: \.isSecure) || personal.count >= 2 || actionConditions.contains { values.intersection($0).count >= 2 }
    }

    /// The fields of each alternative the view may show, with the statements whose arm it chose:
    /// for the first `if`/`switch` whose arms show different fields (a sign-in and a sign-up form;
    /// not `if #available` arms, nor a password and its revealed twin, nor the tvOS copy of the iOS
    /// fields), the fields of each arm with those outside it, each split again likewise. Past
    /// `limit` alternatives, the rest are left whole.
    private static func alternatives(of fields: [ChainField], chosen: Set<Int> = [], limit: Int = alternativesLimit) -> [(fields: [ChainField], chosen: Set<Int>)] {
        var arms: [Int: [Int: Set<String>]] = [:]
        for field in fields {
            for step in field.branch { arms[step.statement, default: [:]][step.arm, default: []].insert(field.editedTextOrTarget) }
        }
        let showsDifferentFields = { (statement: Int) in
            let shown = arms[statement, default: [:]]
            return shown.count >= 2 && Set(shown.values).count >= 2
        }
        guard let statement = fields.lazy.flatMap(\.branch).map(\.statement).first(where: showsDifferentFields),
              let shown = arms[statement]?.keys, shown.count <= limit else { return [(fields, chosen)] }
        return shown.sorted().flatMap { arm in
            let armFields = fields.filter { field in field.branch.allSatisfy { $0.statement != statement || $0.arm == arm } }
            return alternatives(of: armFields, chosen: chosen.union([statement]), limit: limit / shown.count)
        }
    }

    /// How many alternatives one chain is split into at most: nested choices multiply.
    private static let alternativesLimit = 16

    /// The single-line fields of the chain that are filled in one go and submitted together, in chain
    /// order; nil when it is no such form. The form must show it: a secure field (a
    /// credential), two fields asking for personal data (`.textContentType(.username)`,
    /// `.postalCode`), a button or method that commits (`Save`, `Sign In`, `loginTapped()`), a
    /// control enabled or shown only once two of the fields are filled, fields editing the parts of
    /// one value the caller hands in (`$draft.name`, `$draft.note`), a view named for a form or
    /// for adding or editing a record (`EditListView`), three or more fields in a row in a view
    /// without focus state (`isTypedInTurn`), or a field whose Return submits. Fields each committed by their own handler, fields each behind their own toggle
    /// or outnumbered by the pickers and toggles between them, search fields and code never built
    /// for iOS are independent: a settings screen, not a form.
    private func fieldsOfOneForm(_ shown: [ChainField], notForIOS: [Range<Int>], chosen: Set<Int>) -> [ChainField]? {
        fieldsOfOneForm(shown, notForIOS: notForIOS, chosen: chosen, withKeypads: false)
            ?? fieldsOfOneForm(shown, notForIOS: notForIOS, chosen: chosen, withKeypads: true)
            ?? fieldsOfOneForm(shown, notForIOS: notForIOS, chosen: chosen, withKeypads: false, withRows: true)
    }

    /// `withKeypads`: fields without a Return key (a number pad) count too, as steps Return could
    /// lead to, never from: in a form asking for a credential (a slug, then a secure access code on
    /// a number pad), or in one saved together where the pad comes straight after a field with a
    /// Return key (a challenge's title, then its target on a number pad). A code on a keypad a
    /// button parts from the field before it, or revealed once sent, is a one-time code, typed once
    /// it arrives: a step of its own. `withRows`: the rows of a `ForEach`
    /// count too, after a field of their own form, when a control waits for both or a credential is asked.
    private func fieldsOfOneForm(
        _ shown: [ChainField], notForIOS: [Range<Int>], chosen: Set<Int>, withKeypads: Bool, withRows: Bool = false
    ) -> [ChainField]? {
        // A view named for a text input is taken at its word, as in a view without focus state.
        let inputs = shown.filter { field in
            field.takesReturn && (withRows || !field.isDynamicGroup) && (!field.isOpaque || field.isNamedTextInput) && !field.hasNoKeyboard
                && (withKeypads || field.keyboard?.hasNoReturnKey != true) && !field.isShownOnlyOnceFilled
        }
        // A field shown only while a toggle is on is an option beside the fields always shown; a
        // form wholly behind its toggle (`Enabled`, then the server's address and password) is a form.
        // A field shown on a choice of the picker just before it (a new category's name once "Add
        // new" is picked) is typed once chosen, not in turn with the fields before the picker.
        let alwaysShown = inputs.filter { !$0.isShownOnlyWhileOn(toggledValues) && !($0.otherControlsBefore > 0 && $0.isShownOnlyWhileOn(chosenValues)) }
        let candidates = alwaysShown.isEmpty ? inputs : alwaysShown
        // A field the view fills in from another's text (a relay read from a pasted key) is checked, not typed in turn.
        let typedValues = Set(candidates.map(\.editedValueName))
        let checkable = candidates.filter { field in
            let sources = valuesFilledOnChange.filter { $0.value == field.editedValueName }.flatMap(\.sources)
            return typedValues.subtracting([field.editedValueName]).isDisjoint(with: sources)
        }
        guard checkable.allSatisfy({ !$0.outcome.isUnknown }) else { return nil }
        let fields = checkable.filter { $0.label?.value != "search" && $0.keyboard?.value != "webSearch" }
        // The arm of an `#if os(watchOS)` beside the iOS one holds fields no iPhone shows; it still
        // tells that the iOS arm's field is one slot.
        let onIOS = fields.filter { field in !notForIOS.contains { $0.contains(field.range.lowerBound) } }
        // Two of them shown together: a step shown instead of the others (a server, then the
        // credentials) does not make the rest one slot.
        guard onIOS.contains(where: { field in onIOS.contains { !$0.isSame(as: field) && !$0.excludes(field) } }) else { return nil }
        let together = Self.fieldsShownTogether(fields, chosen: chosen).filter { field in onIOS.contains { $0.isSame(as: field) } }
        // Inputs editing the same text are one field shown two ways (plain and secure).
        guard Set(together.map(\.editedTextOrTarget)).count >= 2, Self.hasReturnKeyBeforeAnother(together) else { return nil }
        let committing = together.filter(\.outcome.endsWithWork)
        let ownCommits = Set(committing.map { $0.outcome.handlers.first?.lowerBound ?? -1 })
        if committing.count >= 2 && ownCommits.count == committing.count { return nil }
        if Self.commitsBeforeItsLastField(together) { return nil }
        let personal = together.filter { $0.contentType.map(Self.personalContentTypes.contains) == true }
        let values = Set(together.map(\.editedValueName))
        let awaitedTogether = actionConditions.contains { values.intersection($0).count >= 2 }
        // Parts of one value the caller hands in to edit (`$draft.name`, `$draft.note`), or values each
        // copied as they change into one object the view is handed: one record.
        let records = Set(together.map { $0.handedRecord(among: Set(handedValues)) ?? valuesCopiedIntoHandedObjects[$0.editedValueName] })
        let editsOneRecord = records.count == 1 && !records.contains(nil)
        let asksCredentials = together.contains(where: \.isSecure) || personal.count >= 2
        if withKeypads && asksCredentials { return together }
        if withRows {
            let leadsToRows = together.firstIndex { !$0.isDynamicGroup }.map { first in together[first...].contains(where: \.isDynamicGroup) } ?? false
            return leadsToRows && (asksCredentials || awaitedTogether) || Self.fillsOneRecordPerRow(together) ? together : nil
        }
        // Values saved or edited together but outnumbered by the pickers and toggles between them
        // are settings (a server's address, a token, the app's initials), each changed on its own.
        let savedTogether = (!commitActions.isEmpty || !committing.isEmpty || editsOneRecord || isNamedForAForm || isTypedInTurn(together))
            && !isAmongOtherControls(together)
        guard asksCredentials || awaitedTogether || savedTogether else { return nil }
        if withKeypads {
            let steps = Self.keypadsReachedInTurn(together, chosen: chosen)
            return Set(steps.map(\.editedTextOrTarget)).count >= 2 && Self.hasReturnKeyBeforeAnother(steps) ? steps : nil
        }
        return together
    }

    /// Whether a field before the last runs on Return, through a handler of its own that no field
    /// after it runs, what a button of the view runs (a quick-add row: the name's Return adds the
    /// entry at once as the Add button does, the weight after it keeps its default unless changed):
    /// the author chose what Return does there, and what follows is optional. A handler shared with
    /// the later fields (a container's `.onSubmit { save() }`) is the form's, not a choice made for
    /// one field; one doing other work (logging) commits nothing.
    private static func commitsBeforeItsLastField(_ form: [ChainField]) -> Bool {
        form.indices.contains { index in
            let field = form[index]
            guard field.runsAButtonsAction, field.outcome.endsWithWork, !field.outcome.isUnknown,
                  let handler = field.outcome.handlers.first else { return false }
            let later = form[(index + 1)...].filter { !$0.isSame(as: field) && !$0.excludes(field) && !$0.isOtherWayOfShowing(field) }
            return !later.isEmpty && later.allSatisfy { !$0.outcome.handlers.contains(handler) }
        }
    }

    /// The fields of one `ForEach` row, all of them, editing parts of the row's element one after
    /// another (a key, then its value), nothing between them: each row is one record typed in turn.
    private static func fillsOneRecordPerRow(_ form: [ChainField]) -> Bool {
        guard let loop = form.first?.editedRowOf else { return false }
        return form.allSatisfy { $0.isDynamicGroup && $0.editedRowOf == loop && $0.branch == form.first?.branch }
            && form.dropFirst().allSatisfy { ($0.buttonsBefore ?? 0) == 0 && $0.otherControlsBefore == 0 }
    }

    /// The form without the number pads that are not reached in turn from a field with a Return
    /// key before it: a pad no such field precedes, one shown only under a condition that field is
    /// not under (a code revealed once sent), one a button or link parts from the field before it
    /// (a mail, Send me a code, then the code), one asking for a one-time code, and one whose
    /// layout the walk did not count (a field of a child view handed the binding).
    private static func keypadsReachedInTurn(_ form: [ChainField], chosen: Set<Int>) -> [ChainField] {
        form.indices.compactMap { index in
            let field = form[index]
            guard field.keyboard?.hasNoReturnKey == true else { return field }
            let before = form[..<index].last { $0.keyboard?.hasNoReturnKey != true && !$0.excludes(field) && !$0.isOtherWayOfShowing(field) }
            guard let before, field.buttonsBefore == 0, !field.asksForASentCode else { return nil }
            let ownSteps = field.branch.filter { !before.branch.contains($0) }
            guard ownSteps.allSatisfy({ chosen.contains($0.statement) })
                    || ownSteps.count == 1 && isOneOfAlternatives(ownSteps[0], after: before, in: form) else { return nil }
            return field
        }
    }

    /// Whether `step` is one of the alternatives after `before` every one of which holds a field of
    /// `form`: the arms of one `if`/`else`, or sibling blocks covering one choice (`if type ==
    /// .credit`, `if type != .credit`). The slot is always shown, unlike a pad revealed on its own
    /// condition (a code once sent).
    private static func isOneOfAlternatives(_ step: BranchStep, after before: ChainField, in form: [ChainField]) -> Bool {
        let depth = before.branch.count
        let alternatives = Set(form.compactMap { field -> BranchStep? in
            guard field.branch.count > depth, Array(field.branch.prefix(depth)) == before.branch else { return nil }
            return field.branch[depth]
        })
        guard alternatives.contains(step), alternatives.count >= 2 else { return false }
        return Set(alternatives.map(\.statement)).count == 1 || coversOneChoice(alternatives)
    }

    /// Three or more single-line fields one after another in a view without focus state, nothing
    /// between them (no button, link, picker or toggle) and none committed on its own (a handler
    /// that does nothing, an empty `onCommit:` closure, commits nothing): a block of
    /// details typed in turn (a résumé's name, email, phone, links), whether or not a button saves
    /// them. Settings are not so: in a view named for them, values kept in a defaults store, each
    /// saved as it is typed (`@AppStorage`, an object's `@UserDefault` properties), or a block
    /// beside a toggle (a logger's Enable, then its host, port and key).
    private func isTypedInTurn(_ form: [ChainField]) -> Bool {
        guard isWithoutFocusState, !ownerNameWords.contains(where: Self.settingsWords.contains), Set(form.map(\.editedTextOrTarget)).count >= 3,
              !form.allSatisfy(\.isSavedAsTyped), toggledValues.isEmpty,
              form.allSatisfy({ $0.branch == form.first?.branch && !$0.outcome.endsWithWork }) else { return false }
        return form.dropFirst().allSatisfy { $0.buttonsBefore == 0 && $0.otherControlsBefore == 0 }
    }

    /// A SwiftUI view whose name says it fills in one thing: a form (`AddressForm`, `PaymentFormView`)
    /// or a screen that adds, creates or edits one record (`AddWalletView`, `EditListView`), whose
    /// fields are saved together wherever its Save button lives (a hosting controller, a parent's
    /// toolbar). A settings screen is named for its settings (`EditorSettingsView`), not so.
    private var isNamedForAForm: Bool {
        let words = ownerNameWords
        guard framework == .swiftUI, !words.contains(where: Self.settingsWords.contains) else { return false }
        return words.contains(where: Self.formWords.contains)
    }

    /// A SwiftUI view whose name ends saying it shows controls as samples: a design system's
    /// gallery (`ControlsPlaygroundView`, `InputGallery`, `TextInputPreview`), one of each input to
    /// look at, nothing filled in to be saved. Only as the last word (`view` aside), never beside a
    /// form's word (`CatalogItemEditView`, `AddGalleryView` are forms), and only for inputs it calls
    /// itself: a preview showing a screen of the app (`ErrorStatePreview` showing `LoginScreen`) shows
    /// that screen's form.
    private var isNamedForAShowcase: Bool {
        let words = ownerNameWords
        guard framework == .swiftUI, !words.contains(where: Self.formWords.contains),
              fields.allSatisfy({ extent.contains($0.range.lowerBound) }) else { return false }
        let last = words.last == "view" ? words.dropLast().last : words.last
        return last.map(Self.showcaseWords.contains) == true
    }

    private static let showcaseWords: Set<String> = ["playground", "gallery", "showcase", "catalog", "catalogue", "preview", "previews"]
    private static let formWords: Set<String> = ["form", "add", "new", "create", "edit", "compose"]
    private static let settingsWords: Set<String> = ["settings", "setting", "preferences", "options", "config", "configuration"]

    /// Whether the controls of other kinds between the first and the last of `form` in layout (a
    /// picker, a toggle, a stepper) are at least as many as its fields: a screen of settings. A
    /// field shown again in a later arm (one value asked in two cases of a `switch`) is where it
    /// first shows: the controls of the arms before it are not between the form's fields.
    private func isAmongOtherControls(_ form: [ChainField]) -> Bool {
        var seen: Set<String> = []
        let firstShowings = form.filter { seen.insert($0.editedTextOrTarget).inserted }
        guard let first = firstShowings.first, let last = firstShowings.last,
              let start = fields.firstIndex(where: { $0.isSame(as: first) }), let end = fields.lastIndex(where: { $0.isSame(as: last) }),
              start < end else { return false }
        return fields[(start + 1)...end].map(\.otherControlsBefore).reduce(0, +) >= Set(form.map(\.editedTextOrTarget)).count
    }

    /// Whether some field with a Return key has another field after it: only then could Return
    /// lead on. Number pads (`.numberPad`, `.decimalPad`) are steps to be led to, never from.
    private static func hasReturnKeyBeforeAnother(_ fields: [ChainField]) -> Bool {
        fields.indices.contains { index in
            let field = fields[index]
            return field.keyboard?.hasNoReturnKey != true
                && fields[(index + 1)...].contains { !$0.isSame(as: field) && !$0.excludes(field) && !$0.isOtherWayOfShowing(field) }
        }
    }

    /// The largest set of fields shown together: in the same `if` arms, so that no toggle shows one
    /// without the others (a field per toggled card, an inline editor opened under a form, is never
    /// part of another card's form), joined by the fields of one optional block inside those arms
    /// (`if !usesToken { SecureField(…) }`) when it is the only one, by those of blocks shown on
    /// one shared condition (`if isEditing || …`), or by those of blocks each testing one value
    /// (`if kind != .list`, `if kind == .list`: the cases of one choice, each a step when shown).
    /// Blocks each on a flag of their own stay options. Arms that each hold the same
    /// field (`if #available`, a secure field and its revealed twin) are one slot, not a toggle; a
    /// value edited in two cases of a `switch` (a password asked when changing the email and when
    /// changing the password) is such a slot, joined by the other fields of each case. The
    /// statements in `chosen` have their arm chosen for the alternative judged: no toggle.
    private static func fieldsShownTogether(_ fields: [ChainField], chosen: Set<Int>) -> [ChainField] {
        groupsShownTogether(fields, chosen: chosen).first ?? []
    }

    /// The sets of fields shown together (`fieldsShownTogether`), each joined by its blocks, the one
    /// of most fields first, the first in layout on a tie.
    private static func groupsShownTogether(_ fields: [ChainField], chosen: Set<Int>) -> [[ChainField]] {
        let groups = Dictionary(grouping: fields) { field in
            field.branch.filter { step in
                !chosen.contains(step.statement) && !fields.contains { other in
                    (other.target == field.target || other.isOtherWayOfShowing(field))
                        && other.branch.contains { $0.statement == step.statement && $0.arm != step.arm }
                }
            }
        }
        // Each group with the blocks that join it; the one of most fields wins, the first on a tie.
        let joined = groups.map { key, members in (members, joining(key, members, of: fields, in: groups)) }
        return joined.sorted { a, b in
            let (countA, countB) = (Set(a.1.map(\.target)).count, Set(b.1.map(\.target)).count)
            return countA > countB || (countA == countB && a.0[0].range.lowerBound < b.0[0].range.lowerBound)
        }.map(\.1)
    }

    /// The fields of the group keyed `key` with those of the optional blocks inside its arms that
    /// join it: the only one, several shown on one shared condition, or several testing one value.
    private static func joining(_ key: [BranchStep], _ members: [ChainField], of fields: [ChainField], in groups: [[BranchStep]: [ChainField]]) -> [ChainField] {
        let optional = groups.filter { $0.key.count > key.count && $0.key.starts(with: key) }
        let blocks = Set(optional.keys.map { $0[key.count] })
        // Blocks shown on one shared condition (`if isEditing || !number.isEmpty`, `if isEditing ||
        // !website.isEmpty`) are one toggle, not one each.
        let shared = blocks.reduce(Set(blocks.first?.shownWhenAny ?? [])) { $0.intersection($1.shownWhenAny) }
        let oneToggle = blocks.allSatisfy { $0.arm == 0 } && !shared.isEmpty
        // Blocks each testing one value (`if kind == .a`, `if kind == .a || kind == .b`, `if kind !=
        // .a`) are the cases of one choice, like the arms of one `if`/`else` or `switch`.
        let subjects = Set(blocks.map { $0.arm == 0 ? $0.testedValue : nil })
        let oneChoice = subjects.count == 1 && subjects.first.flatMap { $0 } != nil
        guard Set(blocks.map(\.statement)).count == 1 || oneToggle || oneChoice || coversOneChoice(blocks) else { return members }
        return fields.filter { field in members.contains { $0.isSame(as: field) } || optional.values.contains { $0.contains { $0.isSame(as: field) } } }
    }

    /// Whether `blocks` (first arms of sibling `if`s) are alternatives one of which is shown whatever
    /// one value holds, though one also waits on something else: each tests the value, one tests
    /// nothing but it (`if type == .credit`) and another its opposite (`if !isEditing && type !=
    /// .credit`). Blocks each waiting on a flag of its own besides the value stay options.
    private static func coversOneChoice(_ blocks: Set<BranchStep>) -> Bool {
        guard blocks.count >= 2, blocks.allSatisfy({ $0.arm == 0 && $0.shownWhenAny.count <= 1 }) else { return false }
        // The one test of a block waiting on nothing else, negated by a test of another block, and
        // every block testing its subject.
        return blocks.contains { one in
            guard one.requires.count == 1, one.facts.count == 1, let test = one.facts.first else { return false }
            return blocks.allSatisfy { $0.facts.contains { $0.subject == test.subject } }
                && blocks.contains { other in other != one && other.facts.contains(test.negated) }
        }
    }

    /// Content types that ask for a person's data: forms filled in one go.
    private static let personalContentTypes: Set<String> = [
        "username", "password", "newPassword", "oneTimeCode", "emailAddress", "name", "givenName", "familyName", "middleName",
        "nickname", "namePrefix", "nameSuffix", "organizationName", "jobTitle", "telephoneNumber", "fullStreetAddress",
        "streetAddressLine1", "streetAddressLine2", "addressCity", "addressState", "addressCityAndState", "sublocality",
        "postalCode", "countryName", "creditCardNumber", "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear",
    ]
}

extension BranchStep {
    /// The one value the condition of this `if` arm tests, as written: `kind` for `if kind == .a`,
    /// `if kind == .a || kind == .b` or `if kind != .a`; `showsPhone` for `if !showsPhone`. Nil when
    /// it tests several (`if showsPhone || isNew`), or is no plain expression (`if let`, `if case`).
    var testedValue: String? {
        let atoms = shownWhenAny.count > 1 ? shownWhenAny : requires
        let values = Set(atoms.map { atom -> String? in
            guard !atom.contains("||"), !atom.contains("&&") else { return nil }
            let tested = atom.components(separatedBy: " == ").first?.components(separatedBy: " != ").first ?? atom
            let value = tested.hasPrefix("!") ? String(tested.dropFirst()) : tested
            return value.isEmpty || value.contains(" ") ? nil : value
        })
        guard values.count == 1, let value = values.first else { return nil }
        return value
    }
}

extension ChainField {
    /// A field asking for a code the user is sent (`.oneTimeCode`, or a code its value's name says
    /// is one: `authCode`, `smsCode`, `otp`, not a `zipCode`): typed once it arrives, a step of its own.
    var asksForASentCode: Bool {
        if contentType == "oneTimeCode" { return true }
        let words = Self.words(of: editedValueName)
        return words.contains("otp") || words.last == "code" && !words.contains(where: Self.placeCodeWords.contains)
    }

    /// Words before `code` that name a place's code, typed with an address: `zipCode`, `postalCode`.
    private static let placeCodeWords: Set<String> = ["zip", "postal", "post", "country", "area"]

    /// What the field edits, else its target: a plain and a secure input of one text are one field.
    var editedTextOrTarget: String {
        editedText.map { "text " + $0 } ?? target.name
    }

    /// Shown only once its own text is there (`if !barcode.isEmpty { TextField(text: $barcode) }`):
    /// filled elsewhere (a scan, another field), never typed in the form's sequence.
    var isShownOnlyOnceFilled: Bool {
        branch.contains { step in
            step.arm == 0 && step.requires.contains { condition in
                guard condition.hasPrefix("!"), condition.hasSuffix(".isEmpty") else { return false }
                let tested = condition.dropFirst().dropLast(".isEmpty".count)
                return tested.split(separator: ".").last.map(String.init) == editedValueName
            }
        }
    }

    /// Shown only while one of `values` is on or has one value (`Toggle("Use another server", isOn:
    /// $usesOwnServer)` then `if usesOwnServer { TextField(…) }`; `if kind == .custom`): an option
    /// the user opts into.
    func isShownOnlyWhileOn(_ values: [String]) -> Bool {
        branch.contains { step in
            step.arm == 0 && (step.requires + step.shownWhenAny).contains { condition in
                let subject = condition.components(separatedBy: " == ").first ?? condition
                return subject.split(separator: ".").last.map { values.contains(String($0)) } == true
            }
        }
    }

    /// The handed-in value whose part the field edits: `draft` for `$draft.name` when `draft` is
    /// one of `handed`; nil for anything else (`$name`, `$store.name`).
    func handedRecord(among handed: Set<String>) -> String? {
        let path = editedText?.filter { $0 != "$" && !$0.isWhitespace }.split(separator: ".") ?? []
        guard path.count >= 2, handed.contains(String(path[0])) else { return nil }
        return String(path[0])
    }

    /// What a note calls the field: the value its text binding edits (`name` for `$model.name`),
    /// else its focus value; a `Bool` focus state (`focusNameField`) is named for focus, not for
    /// what is typed.
    var spokenName: String {
        guard let text = editedText?.filter({ !$0.isWhitespace }), text.hasPrefix("$"),
              text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              let last = text.dropFirst().split(separator: ".").last else { return target.name }
        return String(last)
    }

    /// What a note about the field's Return calls it: its focus value, or what it edits when that
    /// value is a number (`first` for `TextField("First", text: $first).focused($index, equals: 0)`).
    var valueOrEditedName: String {
        target.name.allSatisfy(\.isNumber) ? editedValueName : target.name
    }

    /// The name of the value the field edits (`url` for `$draft.url`), else its target: what a
    /// control's condition names when it waits for the field.
    var editedValueName: String {
        guard let last = editedText?.split(separator: ".").last else { return target.name }
        return String(last.filter { $0 != "$" && !$0.isWhitespace })
    }
}
