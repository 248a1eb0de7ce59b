#!/usr/bin/env python3
"""The server in a workspace shaped like a real app's: a design-system folder of form components,
screens of about 1,000 lines whose form views each nest their own `enum Field` (a third of them use
the components), and UIKit controllers whose delegate methods live in an extension in another file.

Measured through a client over real pipes, with 20 screens open: didOpen → publishDiagnostics and
didChange → publishDiagnostics of a 1,000-line screen (p50/p95), and the time from an edit of a
component used by 30 open screens until every one of them has published again.

    python3 workspace_bench.py --binary .build/release/formlsp [--workspace DIR]
"""
import argparse
import os
import random
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402
import generate_corpus  # noqa: E402

COMPONENT = """import SwiftUI

/// A labelled single-line field of the design system.
public struct LabeledField<Value: Hashable>: View {
    let title: String
    @Binding var text: String
    let focus: FocusState<Value?>.Binding
    let value: Value
    var onReturn: (() -> Void)?

    public var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            TextField(title, text: $text)
                .focused(focus, equals: value)
                .submitLabel(onReturn != nil ? .next : .done)
                .onSubmit { onReturn?() }
        }
    }
}
"""


def component_form(rng, name):
    """A form view nesting `enum Field` whose fields are `LabeledField`s."""
    fields = generate_corpus.field_names(rng, rng.randint(3, 6))
    out = [f"struct {name}View: View {{", "    enum Field: Hashable {"]
    out += [f"        case {field}" for field in fields]
    out += ["    }", ""] + [f"    @State private var {field} = \"\"" for field in fields]
    out += ["    @FocusState private var focus: Field?", "", "    var body: some View {", "        Form {"]
    for index, field in enumerate(fields):
        after = f"{{ focus = .{fields[index + 1]} }}" if index + 1 < len(fields) else "nil"
        out.append(f"            LabeledField(title: \"{field}\", text: ${field}, focus: $focus, value: .{field}, onReturn: {after})")
    out += ["        }", "    }", "}", ""]
    return out


def screen_file(rng, index, uses_components, lines):
    """About `lines` lines of form views, each nesting its own `enum Field`."""
    out = ["import SwiftUI", ""]
    view = 0
    while len(out) < lines:
        name = f"Screen{index}Form{view}"
        form = component_form(rng, name) if uses_components else generate_corpus.swiftui_form(rng, name, broken=view % 4 == 0)[2:]
        out += form
        view += 1
    return "\n".join(out) + "\n"


def controller_files(rng, name):
    """A UIKit controller and its delegate extension, in two files."""
    fields = [f"{field}Field" for field in generate_corpus.field_names(rng, rng.randint(2, 4))]
    controller = ["import UIKit", "", f"final class {name}ViewController: UIViewController {{"]
    controller += [f"    let {field} = UITextField()" for field in fields]
    controller += ["", "    override func viewDidLoad() {", "        super.viewDidLoad()"]
    for index, field in enumerate(fields):
        controller += [f"        view.addSubview({field})", f"        {field}.delegate = self",
                       f"        {field}.returnKeyType = .{'next' if index + 1 < len(fields) else 'done'}"]
    controller += ["    }", "}", ""]
    extension = ["import UIKit", "", f"extension {name}ViewController: UITextFieldDelegate {{",
                 "    func textFieldShouldReturn(_ textField: UITextField) -> Bool {", "        switch textField {"]
    extension += [f"        case {field}: {fields[index + 1]}.becomeFirstResponder()" for index, field in enumerate(fields[:-1])]
    extension += ["        default: textField.resignFirstResponder()", "        }", "        return true", "    }", "}", ""]
    return "\n".join(controller), "\n".join(extension)


def generate(root, screens=210, screen_lines=1_000, controllers=60, seed=11):
    """Writes the workspace; returns the screens that use the components."""
    rng = random.Random(seed)
    design = os.path.join(root, "Packages", "Design", "Sources", "Design")
    os.makedirs(design, exist_ok=True)
    with open(os.path.join(design, "LabeledField.swift"), "w") as handle:
        handle.write(COMPONENT)
    using = []
    for index in range(screens):
        folder = os.path.join(root, "App", "Screens")
        os.makedirs(folder, exist_ok=True)
        uses_components = index % 3 == 0
        path = os.path.join(folder, f"Screen{index}.swift")
        with open(path, "w") as handle:
            handle.write(screen_file(rng, index, uses_components, screen_lines))
        if uses_components:
            using.append(path)
    for index in range(controllers):
        name = f"Account{index}"
        folder = os.path.join(root, "App", "Controllers")
        os.makedirs(folder, exist_ok=True)
        controller, extension = controller_files(rng, name)
        with open(os.path.join(folder, f"{name}ViewController.swift"), "w") as handle:
            handle.write(controller)
        with open(os.path.join(folder, f"{name}ViewController+Delegate.swift"), "w") as handle:
            handle.write(extension)
    return sorted(using)


def run(binary, root, log, open_count=20, edits=60, dependents=30):
    """Returns a dict of the figures, in milliseconds."""
    using = generate(root)
    screens = sorted(os.path.join(root, "App", "Screens", name) for name in os.listdir(os.path.join(root, "App", "Screens")))
    plain = [path for path in screens if path not in using]
    client = bench.Client(binary, log)
    client.initialize(root=root)
    start = time.perf_counter()
    while not client.progress and time.perf_counter() - start < 3:
        client.read(timeout=0.1)
    while any(kind != "end" for kind in client.progress.values()):
        client.read(timeout=1.0)
    indexed = time.perf_counter() - start

    def open_file(path):
        uri = "file://" + path
        with open(path) as handle:
            text = handle.read()
        began = time.perf_counter()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
        client.wait_diagnostics(uri, 1)
        return uri, text, (time.perf_counter() - began) * 1000

    opened = [open_file(path) for path in plain[:open_count]]
    open_ms = [milliseconds for _, _, milliseconds in opened]
    uri, text, _ = opened[-1]
    change_ms = []
    for version, change in enumerate(bench.typing_edits(text, edits, 3), start=2):
        began = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        client.wait_diagnostics(uri, version)
        change_ms.append((time.perf_counter() - began) * 1000)

    users = [open_file(path)[0] for path in using[:dependents]]
    component = os.path.join(root, "Packages", "Design", "Sources", "Design", "LabeledField.swift")
    component_uri, component_text, _ = open_file(component)
    began = time.perf_counter()
    client.notify("textDocument/didChange", {"textDocument": {"uri": component_uri, "version": 2},
                                              "contentChanges": [{"text": component_text.replace(".next : .done", ".done : .done")}]})
    waiting = set(users)
    while waiting:
        message = client.read(timeout=30)
        if message is None:
            break  # a server without a project model does not republish a component's users
        if message.get("method") == "textDocument/publishDiagnostics":
            waiting.discard(message["params"]["uri"])
    republished = None if waiting else (time.perf_counter() - began) * 1000
    rss = client.peak_rss_mib()
    client.close()
    return {"indexed_s": indexed, "open": open_ms, "change": change_ms, "republished": republished, "users": len(users), "rss": rss}


def report(figures, goals, baseline=None):
    """Prints the figures; with `baseline` (the same run against another build) side by side."""
    files, lines, _ = bench.corpus_summary(figures["root"])
    print(f"\n## Server in an app-shaped workspace: {files.__len__():,} files, {lines:,} lines\n")
    print("Every form view nests `enum Field`; a third of the screens use a component from `Packages/Design`;"
          " UIKit delegate methods sit in extensions in other files. 20 screens of 1,000 lines open.\n")
    runs = [("this build", figures)] + ([("baseline", baseline)] if baseline else [])

    def republished(run):
        return "not republished" if run["republished"] is None else f"{run['republished']:.0f}"

    rows = [
        ("didOpen → diagnostics p50 / p95 ms, 1,000-line screen, 20 open",
         lambda run: f"{bench.percentile(run['open'], .5):.1f} / {bench.percentile(run['open'], .95):.1f}"),
        ("didChange → diagnostics p50 / p95 ms, 1,000-line screen",
         lambda run: f"{bench.percentile(run['change'], .5):.1f} / {bench.percentile(run['change'], .95):.1f}"),
        (f"component edit → its {figures['users']} open users republished, ms", republished),
        ("indexing s", lambda run: f"{run['indexed_s']:.2f}"),
        ("peak RSS MiB", lambda run: f"{run['rss']:.0f}"),
    ]
    print("| what | " + " | ".join(name for name, _ in runs) + " |")
    print("|---|" + "---:|" * len(runs))
    for what, cell in rows:
        print(f"| {what} | " + " | ".join(cell(run) for _, run in runs) + " |")
    opens, changes = figures["open"], figures["change"]
    goals.check("workspace: didOpen → diagnostics p50, 1k lines, 20 open", f"{bench.percentile(opens, .5):.1f} ms", "≤ 20 ms", bench.percentile(opens, .5) <= 20)
    goals.check("workspace: didChange → diagnostics p50, 1k lines", f"{bench.percentile(changes, .5):.1f} ms", "≤ 10 ms", bench.percentile(changes, .5) <= 10)
    goals.check("workspace: component edit → its 30 open users republished", f"{republished(figures)} ms", "≤ 250 ms",
                figures["republished"] is not None and figures["republished"] <= 250)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(bench.ROOT, ".build/release/formlsp"))
    parser.add_argument("--workspace", default=os.path.join(bench.ROOT, ".build", "bench-workspace"))
    parser.add_argument("--baseline", help="another formlsp build to measure in the same run (e.g. the previous release)")
    args = parser.parse_args()
    log = open(os.devnull, "w")
    baseline = run(args.baseline, os.path.abspath(args.workspace), log) if args.baseline else None
    figures = run(args.binary, os.path.abspath(args.workspace), log)
    figures["root"] = os.path.abspath(args.workspace)
    goals = bench.Goals()
    report(figures, goals, baseline)
    print()
    goals.print()
    print(f"\n(medians of {len(figures['open'])} opens and {len(figures['change'])} edits; {statistics.mean(figures['change']):.1f} ms mean edit)")


if __name__ == "__main__":
    main()
