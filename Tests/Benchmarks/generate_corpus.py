#!/usr/bin/env python3
"""Writes a large, realistic tree of iOS Swift code for benchmarking formlsp.

The mix follows what an app repository holds: most files never touch focus (models, services,
plain views; generated code and long files, 6% and 10% of the lines); a minority are forms (SwiftUI `@FocusState` screens and UIKit
view controllers), some correct and some with the mistakes formlsp reports. Deterministic for a
given --seed and --lines.

    generate_corpus.py OUT_DIR [--lines 1000000] [--seed 7]
"""
import argparse
import os
import random

WORDS = ["account", "address", "billing", "card", "city", "company", "country", "email", "first",
         "last", "name", "note", "password", "phone", "postal", "promo", "state", "street", "title",
         "user", "zip", "coupon", "nickname", "website", "iban", "vat", "invite", "code", "answer"]
SCREENS = ["Login", "SignUp", "Checkout", "Profile", "Settings", "Search", "Shipping", "Payment",
           "Invite", "Feedback", "Onboarding", "Contact", "Address", "Billing", "Reset"]


def camel(words):
    return words[0] + "".join(w.capitalize() for w in words[1:])


def field_names(rng, count):
    names = []
    while len(names) < count:
        n = camel(rng.sample(WORDS, rng.choice([1, 2])))
        if n not in names:
            names.append(n)
    return names


def swiftui_form(rng, name, broken):
    fields = field_names(rng, rng.randint(3, 7))
    enum = "Field"
    out = ["import SwiftUI", "", f"struct {name}View: View {{", f"    enum {enum}: Hashable {{"]
    out += [f"        case {f}" for f in fields]
    out += ["    }", ""]
    out += [f"    @State private var {f} = \"\"" for f in fields]
    out += [f"    @FocusState private var focus: {enum}?", "    @State private var isSubmitting = false", ""]
    out += ["    var body: some View {", "        Form {", "            Section(\"Details\") {"]
    for i, f in enumerate(fields):
        last = i == len(fields) - 1
        label = "done" if last else "next"
        if broken and i == 1:
            label = "done"
        control = "SecureField" if "password" in f.lower() else "TextField"
        out += [f"                {control}(\"{f.capitalize()}\", text: ${f})",
                f"                    .focused($focus, equals: .{f})",
                f"                    .submitLabel(.{label})"]
        if "email" in f.lower():
            out += ["                    .keyboardType(.emailAddress)", "                    .textInputAutocapitalization(.never)"]
    out += ["            }", "            Section {",
            "                Button(\"Continue\", action: submit)",
            "                    .disabled(isSubmitting)", "            }", "        }",
            "        .onSubmit {", "            switch focus {"]
    skip = rng.randrange(len(fields) - 1) if broken else -1
    for i, f in enumerate(fields[:-1]):
        if i == skip:
            continue
        out.append(f"            case .{f}: focus = .{fields[i + 1]}")
    out += [f"            case .{fields[-1]}: submit()", "            default: break", "            }", "        }",
            "        .navigationTitle(\"" + name + "\")", "    }", "",
            "    private func submit() {", "        isSubmitting = true", "        focus = nil"]
    out += [f"        print({f}.count)" for f in fields[:2]]
    out += ["    }", "}", ""]
    return out


def uikit_form(rng, name, broken):
    fields = [f + "Field" for f in field_names(rng, rng.randint(3, 6))]
    out = ["import UIKit", "", f"final class {name}ViewController: UIViewController, UITextFieldDelegate {{"]
    for f in fields:
        out += [f"    private lazy var {f}: UITextField = {{", "        let field = UITextField()",
                "        field.borderStyle = .roundedRect", "        field.delegate = self", "        return field", "    }()", ""]
    out += ["    private let stack = UIStackView()", "", "    override func viewDidLoad() {",
            "        super.viewDidLoad()", "        view.backgroundColor = .systemBackground",
            "        stack.axis = .vertical", "        stack.spacing = 12", "        view.addSubview(stack)"]
    for i, f in enumerate(fields):
        key = "done" if i == len(fields) - 1 else "next"
        out += [f"        stack.addArrangedSubview({f})", f"        {f}.returnKeyType = .{key}"]
    out += ["    }", "", "    func textFieldShouldReturn(_ textField: UITextField) -> Bool {", "        switch textField {"]
    for i, f in enumerate(fields[:-1]):
        if broken and i == 0:
            continue
        out.append(f"        case {f}: {fields[i + 1]}.becomeFirstResponder()")
    out += ["        default: textField.resignFirstResponder()", "        }", "        return true", "    }", "}", ""]
    return out


def model_file(rng, name):
    props = field_names(rng, rng.randint(4, 12))
    out = ["import Foundation", "", f"struct {name}: Codable, Hashable, Identifiable {{", "    let id: UUID"]
    out += [f"    var {p}: String" for p in props]
    out += ["", "    enum CodingKeys: String, CodingKey {", "        case id"]
    out += [f"        case {p} = \"{p.lower()}\"" for p in props]
    out += ["    }", "", "    var isComplete: Bool {"]
    out += ["        " + " && ".join(f"!{p}.isEmpty" for p in props[:4])]
    out += ["    }", "}", "", f"extension {name} {{", "    static let sample = " + name + "(", "        id: UUID(),"]
    out += [f"        {p}: \"{p}\"," for p in props[:-1]] + [f"        {props[-1]}: \"{props[-1]}\"", "    )", "}", ""]
    return out


def service_file(rng, name):
    out = ["import Foundation", "", f"actor {name}Service {{", "    private let session: URLSession",
           "    private var cache: [String: Data] = [:]", "",
           "    init(session: URLSession = .shared) {", "        self.session = session", "    }", ""]
    for i in range(rng.randint(4, 14)):
        verb = rng.choice(["fetch", "load", "refresh", "delete", "update"])
        noun = rng.choice(WORDS).capitalize()
        out += [f"    func {verb}{noun}{i}(id: String) async throws -> Data {{",
                "        if let cached = cache[id] { return cached }",
                f"        let url = URL(string: \"https://api.example.com/{noun.lower()}/\\(id)\")!",
                "        let (data, response) = try await session.data(from: url)",
                "        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {",
                "            throw URLError(.badServerResponse)", "        }",
                "        cache[id] = data", "        return data", "    }", ""]
    out += ["}", ""]
    return out


def plain_view(rng, name):
    rows = rng.randint(3, 12)
    out = ["import SwiftUI", "", f"struct {name}View: View {{", "    let items: [String]",
           "    @State private var selection: String?", "", "    var body: some View {",
           "        List(items, id: \\.self, selection: $selection) { item in",
           "            HStack {", "                Image(systemName: \"star\")", "                Text(item)",
           "                Spacer()", "            }", "        }", "        .toolbar {"]
    for i in range(rows):
        out += [f"            ToolbarItem(placement: .automatic) {{ Button(\"Action {i}\") {{ selection = nil }} }}"]
    out += ["        }", "    }", "}", ""]
    return out


def generated_file(rng, name, lines):
    out = ["// Generated by SwiftGen — do not edit.", "import Foundation", "", f"enum {name} {{"]
    for i in range(lines):
        key = camel(rng.sample(WORDS, 3)) + str(i)
        out.append(f"    static let {key} = NSLocalizedString(\"{key}\", comment: \"\")")
    out += ["}", ""]
    return out


def long_file(rng, name, target):
    out = ["import Foundation", "", f"enum {name} {{"]
    i = 0
    while len(out) < target:
        out += [f"    static func transform{i}(_ input: [Int]) -> [Int] {{",
                "        input.map { value in", f"            value &* {rng.randint(2, 97)} &+ {i}", "        }",
                "        .filter { $0 % 3 != 0 }", "    }", ""]
        i += 1
    out += ["}", ""]
    return out


def one_file(rng, megabytes, forms_only=False):
    """One Swift file of about `megabytes` MB: SwiftUI forms, UIKit controllers, models and services
    one after another (a third of the forms broken), as a file that grew for years would hold them;
    with `forms_only`, SwiftUI forms alone, every one broken (the most a file can ask of the model)."""
    parts, size, index = ["import SwiftUI", "import UIKit", ""], 0, 0
    makers = [lambda name: swiftui_form(rng, name, True)] if forms_only else [
        lambda name: swiftui_form(rng, name, index % 3 == 0), lambda name: uikit_form(rng, name, index % 3 == 0),
        lambda name: model_file(rng, name + "Model"), lambda name: service_file(rng, name),
    ]
    while size < megabytes * 1_000_000:
        lines = [line for line in makers[index % len(makers)](rng.choice(SCREENS) + str(index)) if not line.startswith("import ")]
        parts += lines
        size += sum(len(line) + 1 for line in lines)
        index += 1
    return parts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="the corpus folder, or with --one-file-mb the file to write")
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--one-file-mb", type=int, help="write one file of this many MB instead of a corpus")
    parser.add_argument("--forms-only", action="store_true", help="with --one-file-mb: broken SwiftUI forms only")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if args.one_file_mb:
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w") as handle:
            handle.write("\n".join(one_file(rng, args.one_file_mb, args.forms_only)) + "\n")
        print(f"wrote {args.out}")
        return
    total = files = 0
    kinds = [("form", 8), ("uikit", 4), ("model", 20), ("service", 16), ("view", 30)]
    population = [k for k, weight in kinds for _ in range(weight)]
    # Generated and long files are few but large, so they are written by their share of the lines,
    # as in an app repository, whenever they fall behind it. (Picked by file count like the others,
    # they once made 62% of the lines and 85% of the bytes, and swift-format ran out of memory.)
    shares = {"generated": 0.06, "long": 0.10}
    produced = dict.fromkeys(shares, 0)
    while total < args.lines:
        behind = [kind for kind, share in shares.items() if total > 20_000 and produced[kind] < share * total]
        kind = behind[0] if behind else rng.choice(population)
        screen = rng.choice(SCREENS) + str(files)
        broken = rng.random() < 0.3
        if kind == "form":
            lines, folder = swiftui_form(rng, screen, broken), "Features/Forms"
        elif kind == "uikit":
            lines, folder = uikit_form(rng, screen, broken), "Features/Legacy"
        elif kind == "model":
            lines, folder = model_file(rng, screen + "Model"), "Models"
        elif kind == "service":
            lines, folder = service_file(rng, screen), "Services"
        elif kind == "view":
            lines, folder = plain_view(rng, screen), "Features/Views"
        elif kind == "generated":
            lines, folder = generated_file(rng, "L10n" + str(files), rng.randint(2_000, 15_000)), "Generated"
        else:
            lines, folder = long_file(rng, "Math" + str(files), rng.randint(3_000, 8_000)), "Core"
        path = os.path.join(args.out, folder, f"{screen}{kind.capitalize()}.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write("\n".join(lines))
        total += len(lines)
        produced[kind] = produced.get(kind, 0) + len(lines)
        files += 1
    print(f"wrote {files} files, {total} lines to {args.out}")


if __name__ == "__main__":
    main()
