"""The plugins as a consumer uses them: Tests/Distribution/SamplePackage depends on the plugins
package `make release` assembled; `swift build` shows formlsp's findings as warnings without compiling
swift-syntax, and checks again when a `.formlsp.json` or the baseline changes; `swift package formlsp`
checks asking for nothing, `swift package formlsp-fix` writes only with the permission it declares."""

from __future__ import annotations

import pathlib
import shutil
import subprocess

from conftest import RELEASE_NAME, REPOSITORY

SAMPLE = REPOSITORY / "Tests" / "Distribution" / "SamplePackage"
FORM = SAMPLE / "Sources" / "SampleForms" / "SignUpView.swift"


def finding_position() -> tuple[int, int]:
    """Where missing-focus-transition points: the `.focused` of the Name field."""
    for number, line in enumerate(FORM.read_text().splitlines(), start=1):
        if 'TextField("Name"' in line:
            return number, line.index(".focused") + 1
    raise AssertionError("the sample form has no Name field")


def build(package: pathlib.Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["swift", "build"], cwd=package, capture_output=True, text=True, timeout=600)


def test_a_package_applying_the_plugin_builds_and_shows_the_warnings(dist: pathlib.Path, tmp_path: pathlib.Path) -> None:
    shutil.copytree(dist / "formlsp-plugins", tmp_path / "formlsp-plugins")
    package = tmp_path / "SamplePackage"
    shutil.copytree(SAMPLE, package, ignore=shutil.ignore_patterns(".build"))
    form = package / "Sources" / "SampleForms" / "SignUpView.swift"
    line, column = finding_position()
    warning = f"{form}:{line}:{column}: warning: Return in `name` moves focus nowhere; the next field is `email` [missing-focus-transition]"

    first = build(package)
    assert first.returncode == 0, first.stdout + first.stderr
    assert warning in first.stdout.splitlines(), first.stdout
    # The checker came prebuilt: nothing was fetched, swift-syntax was never compiled.
    assert not list((package / ".build").glob("checkouts/*"))
    assert not list((package / ".build").rglob("SwiftSyntax.build"))

    # Unchanged sources: nothing to check again. An edited one: checked again, warned again.
    assert warning not in build(package).stdout
    form.write_text(form.read_text() + "\n// edited\n")
    again = build(package)
    assert again.returncode == 0 and warning in again.stdout.splitlines(), again.stdout

    # A new .formlsp.json raising the finding to an error fails the build, no Swift file touched.
    (package / ".formlsp.json").write_text('{"rules": {"missing-focus-transition": "error"}}')
    failed = build(package)
    assert failed.returncode != 0
    assert warning.replace(": warning: ", ": error: ") in failed.stdout + failed.stderr
    assert build(package).returncode != 0



def test_the_plugin_checks_again_when_the_baseline_changes(dist: pathlib.Path, tmp_path: pathlib.Path) -> None:
    shutil.copytree(dist / "formlsp-plugins", tmp_path / "formlsp-plugins")
    package = tmp_path / "SamplePackage"
    shutil.copytree(SAMPLE, package, ignore=shutil.ignore_patterns(".build"))
    # A team adopting formlsp: the finding is an error, and recorded in the baseline the configuration names.
    baseline = package / "formlsp-baseline.json"
    subprocess.run([dist / "formlsp-plugins" / "formlsp.artifactbundle" / RELEASE_NAME / "bin" / "formlsp", "check", "--write-baseline", baseline, "Sources"],
                   cwd=package, check=True, capture_output=True)
    (package / ".formlsp.json").write_text('{"rules": {"missing-focus-transition": "error"}, "baseline": "formlsp-baseline.json"}')
    first = build(package)
    assert first.returncode == 0, first.stdout + first.stderr
    # The baseline written again without it (the finding was fixed, then came back): red, no Swift file touched.
    baseline.write_text(baseline.read_text().replace("missing-focus-transition", "no-such-finding"))
    assert build(package).returncode != 0, "a changed baseline checks again"


def test_the_command_plugin_checks_without_asking_and_its_fix_verb_asks_to_write(dist: pathlib.Path, tmp_path: pathlib.Path) -> None:
    shutil.copytree(dist / "formlsp-plugins", tmp_path / "formlsp-plugins")
    package = tmp_path / "SamplePackage"
    shutil.copytree(SAMPLE, package, ignore=shutil.ignore_patterns(".build"))
    form = package / "Sources" / "SampleForms" / "SignUpView.swift"
    original = form.read_text()

    def swift_package(*arguments: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["swift", "package", *arguments], cwd=package, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=600)

    # The README's first example, as CI runs it: no terminal, no permission flag.
    checked = swift_package("formlsp")
    assert checked.returncode != 0, "the finding fails the check"
    assert "[missing-focus-transition]" in checked.stdout, checked.stdout + checked.stderr
    assert "--allow-writing-to-package-directory" not in checked.stderr, checked.stderr
    assert swift_package("formlsp", "--select", "submit-label-mismatch").returncode == 0

    # Checking never writes; asked to, it names the verb that does.
    refused = swift_package("formlsp", "--fix")
    assert refused.returncode != 0 and "swift package formlsp-fix" in refused.stderr, refused.stderr
    # The fixing verb declares the permission, so without a terminal to ask on SwiftPM wants it up front.
    unasked = swift_package("formlsp-fix")
    assert unasked.returncode != 0 and "--allow-writing-to-package-directory" in unasked.stderr, unasked.stderr
    assert form.read_text() == original

    fixed = swift_package("--allow-writing-to-package-directory", "formlsp-fix", "--unsafe-fixes")
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    assert "case .name: focus = .email" in form.read_text()


def test_the_zipped_bundle_serves_a_binary_target_too(dist: pathlib.Path, tmp_path: pathlib.Path) -> None:
    """The zip is what a published plugins package downloads (its url and checksum); SwiftPM takes it
    from a path just the same."""
    plugins = tmp_path / "formlsp-plugins"
    shutil.copytree(dist / "formlsp-plugins", plugins, ignore=shutil.ignore_patterns("formlsp.artifactbundle"))
    shutil.copy(dist / "formlsp.artifactbundle.zip", plugins)
    manifest = plugins / "Package.swift"
    manifest.write_text(manifest.read_text().replace('path: "formlsp.artifactbundle"', 'path: "formlsp.artifactbundle.zip"'))
    package = tmp_path / "SamplePackage"
    shutil.copytree(SAMPLE, package, ignore=shutil.ignore_patterns(".build"))
    result = build(package)
    assert result.returncode == 0 and "[missing-focus-transition]" in result.stdout, result.stdout + result.stderr


def test_a_plugins_package_for_publishing_names_the_zip_and_its_checksum(dist: pathlib.Path, tmp_path: pathlib.Path) -> None:
    url = "https://github.com/formlsp/formlsp/releases/download/v0/formlsp.artifactbundle.zip"
    subprocess.run(["make", "-s", "release", f"DIST={tmp_path}", f"ARTIFACT_URL={url}"], cwd=REPOSITORY, check=True, capture_output=True)
    # A second `make release` of the commit gives the same archives: the checksum recorded here is the
    # one of the zip uploaded from the other.
    assert (tmp_path / "SHA256SUMS").read_text() == (dist / "SHA256SUMS").read_text()
    checksum = subprocess.run(
        ["swift", "package", "compute-checksum", tmp_path / "formlsp.artifactbundle.zip"],
        cwd=tmp_path, capture_output=True, text=True, check=True).stdout.strip()
    manifest = (tmp_path / "formlsp-plugins" / "Package.swift").read_text()
    assert f'.binaryTarget(name: "FormlspBinary", url: "{url}", checksum: "{checksum}")' in manifest
    assert not (tmp_path / "formlsp-plugins" / "formlsp.artifactbundle").exists()
