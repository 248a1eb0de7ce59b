#!/usr/bin/env bash
# Runs every editor integration test and ends with one line: `N passed, N failed`.
#   - Neovim: each editors/nvim/tests/test_*.lua in its own headless Neovim, against the real
#     formlsp binary (env FORMLSP, default <repo>/.build/debug/formlsp), once in each Neovim: the
#     one on PATH (Debian: 0.7.2) and the 0.12 that bootstrap.sh installs into .build/venv;
#   - Emacs: each editors/emacs/tests/test_*.el in its own batch Emacs (Eglot; Flymake beside
#     Eglot), against the same binary;
#   - VS Code: type-checks the extension with tsc, then runs its unit tests with `node --test`.
# Every suite reports TAP; a suite that dies or hangs (each has a time limit) counts as a failure;
# TODO/SKIP results (a known issue elsewhere, or a test for a newer editor than the one installed) are counted apart as pending.
# Exit status: 0 when nothing failed.
set -uo pipefail
editors=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$editors")
export FORMLSP=${FORMLSP:-$root/.build/debug/formlsp}
suite_seconds=${FORMLSP_EDITOR_TEST_SECONDS:-180}

passed=0
failed=0
pending=0

# The editors under test: bootstrap.sh installs what is missing (and does nothing when all is there).
"$root/Tests/Scripts/bootstrap.sh" test

# Counts the top-level TAP lines of a suite's output, echoing it; a suite that exits non-zero
# without reporting a failure (a crash, a timeout) counts as one failed test.
tally() {
    local name=$1 status=$2 output=$3
    printf '%s\n' "$output" | grep -vE '^ *(---|\.\.\.|duration_ms:|# Subtest:|TAP version)' | sed "s/^/[$name] /"
    local results ok todo not_ok
    results=$(printf '%s\n' "$output" | grep -E '^(not )?ok [0-9]+')
    todo=$(printf '%s\n' "$results" | grep -cE '# (TODO|SKIP)')
    ok=$(printf '%s\n' "$results" | grep -vE '# (TODO|SKIP)' | grep -cE '^ok ')
    not_ok=$(printf '%s\n' "$results" | grep -vE '# (TODO|SKIP)' | grep -cE '^not ok ')
    passed=$((passed + ok))
    pending=$((pending + todo))
    failed=$((failed + not_ok))
    if [ "$status" -ne 0 ] && [ "$not_ok" -eq 0 ]; then
        echo "[$name] exited with status $status (124 or 143: stopped after ${suite_seconds}s)"
        failed=$((failed + 1))
    fi
}

# Runs a command for at most $suite_seconds: coreutils' timeout where there is one (gtimeout from
# Homebrew's coreutils on macOS), else a watchdog that terminates the command, then kills it.
with_time_limit() {
    local runner
    for runner in timeout gtimeout; do
        if command -v "$runner" >/dev/null; then
            "$runner" --kill-after=10 "$suite_seconds" "$@"
            return
        fi
    done
    "$@" &
    local command_pid=$!
    (sleep "$suite_seconds"; kill -TERM "$command_pid"; sleep 10; kill -KILL "$command_pid") >/dev/null 2>&1 &
    local watchdog_pid=$! status
    wait "$command_pid"
    status=$?
    kill "$watchdog_pid" 2>/dev/null
    return "$status"
}

run_suite() {
    local name=$1
    shift
    local output status
    output=$(with_time_limit "$@" 2>&1)
    status=$?
    tally "$name" "$status" "$output"
}

if [ -x "$FORMLSP" ]; then
    # Each Neovim once (by version): PATH's, then .build/venv's.
    tested_versions=" "
    for neovim in "$(command -v nvim)" "$root/.build/venv/bin/nvim"; do
        [ -x "$neovim" ] || continue
        version=$("$neovim" --version | sed -n '1s/^NVIM v\([0-9.]*\).*/\1/p')
        case $tested_versions in *" $version "*) continue ;; esac
        tested_versions="$tested_versions$version "
        for test_file in "$editors"/nvim/tests/test_*.lua; do
            run_suite "nvim $version $(basename "$test_file" .lua)" \
                env FORMLSP_NVIM_TEST="$test_file" \
                "$neovim" --headless -u NONE -i NONE -n -c "luafile $editors/nvim/tests/run.lua"
        done
    done
    for test_file in "$editors"/emacs/tests/test_*.el; do
        run_suite "emacs $(basename "$test_file" .el)" \
            emacs --batch -Q -l "$editors/emacs/tests/harness.el" -l "$test_file" -f formlsp-test-run
    done
else
    echo "[nvim, emacs] formlsp binary not found at $FORMLSP: build it with 'swift build --product formlsp' or set FORMLSP"
    failed=$((failed + 1))
fi

vscode=$editors/vscode
if [ -d "$vscode" ]; then
    build=$(mktemp -d)
    trap 'rm -rf "$build"' EXIT
    run_suite "vscode tsc" sh -c '
        if tsc -p "$1/tsconfig.standins.json" --outDir "$2"; then echo "ok 1 - the extension type-checks"; else echo "not ok 1 - the extension type-checks"; fi
    ' tsc "$vscode" "$build"
    if [ -d "$build/src" ]; then
        run_suite "vscode node" env FORMLSP_VSCODE_BUILD="$build" \
            node --test --test-reporter=tap "$vscode"/test/*.test.js
    fi
fi

[ "$pending" -eq 0 ] || echo "$pending pending or skipped (TODO/SKIP above: a known issue elsewhere, or a newer editor needed)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
