# formlsp: every target sets up what it needs (Tests/Scripts/bootstrap.sh) before it runs.
SWIFT ?= swift
VENV := .build/venv
FORMLSP := .build/debug/formlsp
RELEASE_FORMLSP := .build/release/formlsp

.PHONY: demo test build build-release test-swift test-e2e test-editors bench realworld fuzz test-asan test-tsan soak clean

## Build, then check the bundled sample forms (findings are expected: they are samples of mistakes).
demo: build
	@$(FORMLSP) check Tests/Samples; status=$$?; [ $$status -le 1 ] || exit $$status

build:
	@Tests/Scripts/bootstrap.sh build
	$(SWIFT) build --product formlsp

## The release build, which latency tests drive (budgets hold for what users run) and `make bench` measures.
build-release:
	@Tests/Scripts/bootstrap.sh build
	$(SWIFT) build -c release --product formlsp

## The whole suite: Swift unit tests, then real clients (pytest-lsp, headless editors) against the binary.
test: build build-release
	@Tests/Scripts/bootstrap.sh test
	$(MAKE) test-swift test-e2e test-editors

test-swift:
	$(SWIFT) test

test-e2e:
	FORMLSP=$(abspath $(FORMLSP)) FORMLSP_RELEASE=$(abspath $(RELEASE_FORMLSP)) $(VENV)/bin/python -m pytest -q Tests/EndToEnd

test-editors:
	FORMLSP=$(abspath $(FORMLSP)) editors/run-tests.sh

## Reliability (not part of `make test`). Fuzz each target for FUZZ_SECONDS under libFuzzer and ASan
## (Tests/Fuzz/README.md); the Swift tests under AddressSanitizer and ThreadSanitizer, each in its own
## build folder; the editing-session soak for SOAK_SECONDS against the built binary.
FUZZ_SECONDS ?= 60
SOAK_SECONDS ?= 600

fuzz:
	@Tests/Scripts/bootstrap.sh build
	FUZZ_SECONDS=$(FUZZ_SECONDS) Tests/Fuzz/fuzz.sh

test-asan:
	@Tests/Scripts/bootstrap.sh build
	LSAN_OPTIONS=suppressions=$(abspath Tests/Scripts/lsan-suppressions.txt) $(SWIFT) test --sanitize=address --scratch-path .build/asan

test-tsan:
	@Tests/Scripts/bootstrap.sh build
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan

soak: build
	python3 Tests/EndToEnd/soak.py --binary $(abspath $(FORMLSP)) --seconds $(SOAK_SECONDS)

## Benchmarks on a release build: medians with min/max and ratios against the peers (README, Performance).
## BENCH_ARGS: see `python3 Tests/Benchmarks/bench.py --help` (default: also swift-syntax's own sources).
BENCH_ARGS ?= --folder .build/checkouts/swift-syntax/Sources
bench: build-release
	python3 Tests/Benchmarks/bench.py --binary "$$($(SWIFT) build -c release --show-bin-path)/formlsp" $(BENCH_ARGS)

## Real apps (not part of `make test`: it needs git mirrors a fresh machine does not have). Checks the
## repositories of Tests/RealWorld/repos.tsv whole, read from $(MIRROR_ROOT)/<owner>+<name>/repo, and
## prints warning precision and recall per repository against the hand labels; says so and stops when
## the mirrors are absent. REALWORLD_ARGS: --parity (the server agrees with the checker), --only REPO.
REALWORLD_ARGS ?=
realworld: build
	python3 Tests/RealWorld/realworld.py --binary $(abspath $(FORMLSP)) $(REALWORLD_ARGS)

clean:
	rm -rf .build
