# formlsp: every target sets up what it needs (Tests/Scripts/bootstrap.sh) before it runs.
SWIFT ?= swift
VENV := .build/venv
FORMLSP := .build/debug/formlsp
RELEASE_FORMLSP := .build/release/formlsp

.PHONY: demo test build build-release test-swift test-e2e test-editors bench realworld fuzz test-asan test-tsan soak clean
.PHONY: stage release merge-bundles wheel install uninstall test-release

## Build, then check the bundled sample forms (findings are expected: they are samples of mistakes).
demo: build
	@$(FORMLSP) check Tests/Samples; status=$$?; [ $$status -le 1 ] || exit $$status

build:
	@Tests/Scripts/bootstrap.sh build
	$(SWIFT) build --product formlsp

## The release build, which latency tests drive (budgets hold for what users run) and `make bench` measures:
## linked as `make release` links it (RELEASE_LINK, below), so the two share every compiled module.
build-release:
	@Tests/Scripts/bootstrap.sh build
	$(SWIFT) build -c release --product formlsp $(RELEASE_LINK)

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
## With MIRROR_ROOT set, also the real apps of Tests/RealWorld/repos.tsv (Tests/Benchmarks/realapps_bench.py).
## The previous release is measured in the same run, beside every figure. The repository has no tags, and the
## version is written in one place, Sources/formlsp/Version.swift: a version line is set when work on that
## version begins, so the previous release is the last commit before the one that last changed that line
## (BENCH_PREVIOUS_RELEASE). It is built once into .build/baseline-REV (a release build of its own, slow the
## first time). BENCH_BASELINE_REV=REV measures another revision instead, BENCH_BASELINE=BINARY another binary,
## and an empty BENCH_BASELINE= none. In a shallow clone, where that commit is absent, the bench says so and
## runs without one.
BENCH_ARGS ?= --folder .build/checkouts/swift-syntax/Sources
BENCH_VERSION_COMMIT = $(shell git log -1 --format=%H -G '^let formlspVersion = ' -- Sources/formlsp/Version.swift 2>/dev/null)
BENCH_PREVIOUS_RELEASE = $(if $(BENCH_VERSION_COMMIT),$(shell git rev-parse -q --verify '$(BENCH_VERSION_COMMIT)^' 2>/dev/null))
BENCH_BASELINE_REV ?= $(BENCH_PREVIOUS_RELEASE)
BENCH_BASELINE ?= $(if $(BENCH_BASELINE_REV),.build/baseline-$(BENCH_BASELINE_REV)/formlsp)
bench: build-release $(BENCH_BASELINE)
	$(if $(BENCH_BASELINE)$(BENCH_PREVIOUS_RELEASE),,@echo "bench: no previous release to measure: this clone lacks the commit before the one that set the version (shallow?)")
	python3 Tests/Benchmarks/bench.py --binary "$$($(SWIFT) build -c release --show-bin-path)/formlsp" \
		$(if $(BENCH_BASELINE),--baseline $(abspath $(BENCH_BASELINE))) $(BENCH_ARGS)

.build/baseline-%/formlsp:
	rm -rf .build/baseline-$*-source && mkdir -p .build/baseline-$*-source $(@D)
	git archive $* | tar -x -C .build/baseline-$*-source
	$(SWIFT) build -c release --product formlsp --package-path .build/baseline-$*-source --scratch-path .build/baseline-$*-build
	cp "$$($(SWIFT) build -c release --package-path .build/baseline-$*-source --scratch-path .build/baseline-$*-build --show-bin-path)/formlsp" $@

## Real apps (not part of `make test`: it needs git mirrors a fresh machine does not have). Checks the
## repositories of Tests/RealWorld/repos.tsv whole, read from $(MIRROR_ROOT)/<owner>+<name>/repo, and
## prints the precision of warnings and of notes and the recall per repository against the hand labels,
## for the development part and the test part (read in full, only reported), then the shared
## development corpora; says so and stops when the mirrors are absent.
## REALWORLD_ARGS: --part dev|test, --parity (the server agrees with the checker), --only REPO.
REALWORLD_ARGS ?=
realworld: build
	python3 Tests/RealWorld/realworld.py --binary $(abspath $(FORMLSP)) $(REALWORLD_ARGS)

## Distribution. `make release` builds, into $(DIST), for this machine's platform:
##   formlsp-VERSION-OS-ARCH.tar.gz  bin/formlsp, and lib/formlsp/ with the jsoncpp the binary needs when
##                                   the platform has no static jsoncpp (Debian ships only the shared one;
##                                   the binary finds it through an $$ORIGIN rpath), and share/doc/formlsp;
##   formlsp.artifactbundle(.zip)    the same files behind info.json, for a SwiftPM binary target;
##   formlsp-plugins/                a SwiftPM package with the build-tool and command plugins running
##                                   that bundle (ARTIFACT_URL=…/formlsp.artifactbundle.zip names the
##                                   published zip instead of the local folder);
##   SHA256SUMS.
## The archives are reproducible (.ci/release-archive: entries sorted, every time the commit's, owner root, no
## extra fields), so two `make release` of a commit give the same checksums.
## Linux links the Swift standard library and Foundation statically: the binary needs only the C and C++
## runtimes of the system. The version is Sources/formlsp/Version.swift's, the one place it is written.
## `make install PREFIX=…` (default /usr/local; DESTDIR too) copies the archive's tree there, from the release
## build as it is (`stage`: an up-to-date build is not compiled again, and no archive is made).
## `make merge-bundles BUNDLES="linux/formlsp.artifactbundle.zip mac/formlsp.artifactbundle.zip"` merges the
## platforms' artifact bundles into one, $(DIST)/merged/formlsp.artifactbundle.zip, with its checksum.
VERSION := $(shell sed -n 's/^let formlspVersion = "\(.*\)"$$/\1/p' Sources/formlsp/Version.swift)
OS := $(shell uname -s | tr '[:upper:]' '[:lower:]')
ARCH := $(shell uname -m)
RELEASE_NAME := formlsp-$(VERSION)-$(OS)-$(ARCH)
DIST := .build/dist
STAGE := $(DIST)/$(RELEASE_NAME)
PREFIX ?= /usr/local
ARTIFACT_URL ?=
# Homebrew builds inside its own sandbox, where SwiftPM's must be off: SWIFT_BUILD_FLAGS=--disable-sandbox.
SWIFT_BUILD_FLAGS ?=
ifeq ($(OS),linux)
RELEASE_LINK := --static-swift-stdlib -Xlinker -rpath -Xlinker '$$ORIGIN/../lib/formlsp'
else
RELEASE_LINK := -Xlinker -rpath -Xlinker @executable_path/../lib/formlsp
endif

# The commit's time, for the archives' entries (reproducible builds' SOURCE_DATE_EPOCH).
SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 315532800)
export SOURCE_DATE_EPOCH

## The release's tree in $(STAGE): the release build, stripped, with the jsoncpp it loads and the docs.
## The static jsoncpp's folder is one place whatever DIST is, so the link flags, and the binary, are too.
STATIC_JSONCPP := $(abspath .build/static-jsoncpp)
stage:
	@Tests/Scripts/bootstrap.sh build
	rm -rf $(STAGE) $(STATIC_JSONCPP) && mkdir -p $(STATIC_JSONCPP)
	@# Where the platform ships a static jsoncpp, the linker meets it first, alone in a folder of its own.
	static=$$(pkg-config --variable=libdir jsoncpp)/libjsoncpp.a; \
	    if [ -f "$$static" ]; then ln -s "$$static" $(STATIC_JSONCPP)/; fi; \
	    $(SWIFT) build -c release --product formlsp $(SWIFT_BUILD_FLAGS) $(RELEASE_LINK) -Xlinker -L$(STATIC_JSONCPP)
	rm -rf $(STATIC_JSONCPP)
	mkdir -p $(STAGE)/bin $(STAGE)/share/doc/formlsp
	cp "$$($(SWIFT) build -c release --show-bin-path)/formlsp" $(STAGE)/bin/
	@# Without its symbol tables: 129 -> 75 MB on Linux. macOS wants a signature again after strip.
	if [ $(OS) = linux ]; then strip $(STAGE)/bin/formlsp; else strip -x $(STAGE)/bin/formlsp && codesign --force --sign - $(STAGE)/bin/formlsp; fi
	cp README.md LICENSE $(STAGE)/share/doc/formlsp/
	@# The jsoncpp the binary still loads from the system (none when it was linked statically) moves in.
	@if [ $(OS) = linux ]; then \
	    for lib in $$(ldd $(STAGE)/bin/formlsp | awk '$$1 ~ /^libjsoncpp/ { print $$3 }'); do \
	        mkdir -p $(STAGE)/lib/formlsp && cp -L "$$lib" $(STAGE)/lib/formlsp/ && echo "bundled $$lib"; \
	    done; \
	else \
	    for lib in $$(otool -L $(STAGE)/bin/formlsp | awk '$$1 ~ /libjsoncpp/ && $$1 !~ /^@/ { print $$1 }'); do \
	        mkdir -p $(STAGE)/lib/formlsp && cp -L "$$lib" $(STAGE)/lib/formlsp/ && chmod u+w $(STAGE)/lib/formlsp/* && \
	        install_name_tool -change "$$lib" "@rpath/$$(basename "$$lib")" $(STAGE)/bin/formlsp && \
	        install_name_tool -id "@rpath/$$(basename "$$lib")" "$(STAGE)/lib/formlsp/$$(basename "$$lib")" && \
	        codesign --force --sign - "$(STAGE)/lib/formlsp/$$(basename "$$lib")" $(STAGE)/bin/formlsp && echo "bundled $$lib"; \
	    done; \
	fi

release:
	@Tests/Scripts/bootstrap.sh release
	rm -rf $(DIST)
	$(MAKE) stage
	.ci/release-archive tar $(DIST)/$(RELEASE_NAME).tar.gz $(STAGE)
	mkdir -p $(DIST)/formlsp.artifactbundle && cp -R $(STAGE) $(DIST)/formlsp.artifactbundle/
	triple=$$($(SWIFT) -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p'); \
	    printf '%s\n' "$$ARTIFACT_BUNDLE_INFO" | sed "s|@TRIPLE@|$$triple|" > $(DIST)/formlsp.artifactbundle/info.json
	.ci/release-archive zip $(DIST)/formlsp.artifactbundle.zip $(DIST)/formlsp.artifactbundle
	mkdir -p $(DIST)/formlsp-plugins/Plugins
	cp -R Sources/FormlspBuildToolPlugin Sources/FormlspCommandPlugin Sources/FormlspFixCommandPlugin $(DIST)/formlsp-plugins/Plugins/
	@# The bundle itself beside the manifest, or the published zip's address and checksum.
	if [ -z "$(ARTIFACT_URL)" ]; then \
	    cp -R $(DIST)/formlsp.artifactbundle $(DIST)/formlsp-plugins/; \
	    binary='path: "formlsp.artifactbundle"'; \
	else \
	    binary="url: \"$(ARTIFACT_URL)\", checksum: \"$$(cd $(DIST) && $(SHA256) formlsp.artifactbundle.zip | cut -d' ' -f1)\""; \
	fi; \
	printf '%s\n' "$$PLUGINS_PACKAGE" | sed "s|@BINARY@|$$binary|" > $(DIST)/formlsp-plugins/Package.swift
	cd $(DIST) && $(SHA256) $(RELEASE_NAME).tar.gz formlsp.artifactbundle.zip > SHA256SUMS
	@echo "release $(VERSION) in $(DIST):" && ls -1 $(DIST)

## formlsp's platform wheel in $(DIST) (.ci/build-wheel): the release's binary and the jsoncpp it loads, and a
## `formlsp` command running it, tagged manylinux_2_N (the newest glibc it needs) or macosx_13_0.
wheel: stage
	.ci/build-wheel $(STAGE) $(DIST) $(VERSION)

install: stage
	mkdir -p "$(DESTDIR)$(PREFIX)"
	cp -R $(STAGE)/. "$(DESTDIR)$(PREFIX)/"

BUNDLES ?=
merge-bundles:
	@[ -n "$(BUNDLES)" ] || { echo 'make merge-bundles: name the bundles, BUNDLES="a/formlsp.artifactbundle.zip b/formlsp.artifactbundle.zip"' >&2; exit 2; }
	mkdir -p $(DIST)/merged
	.ci/release-archive merge $(DIST)/merged/formlsp.artifactbundle.zip $(BUNDLES)
	cd $(DIST)/merged && $(SHA256) formlsp.artifactbundle.zip | tee SHA256SUMS

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/formlsp"
	rm -rf "$(DESTDIR)$(PREFIX)/lib/formlsp" "$(DESTDIR)$(PREFIX)/share/doc/formlsp"

## The release's own tests (not part of `make test`; CI runs them after it): the archive runs with no
## toolchain and no system jsoncpp, the artifact bundle, `make install`, a package applying the plugins,
## pre-commit installing the hook from the archive (through .ci/prebuilt-formlsp, as the Action does).
test-release: release
	@Tests/Scripts/bootstrap.sh test
	FORMLSP_DIST=$(abspath $(DIST)) $(VENV)/bin/python -m pytest -q Tests/Distribution

SHA256 := $(if $(shell command -v sha256sum),sha256sum,shasum -a 256)

# SE-0305's manifest: one executable artifact, one variant per platform (this machine's).
define ARTIFACT_BUNDLE_INFO
{
  "schemaVersion": "1.0",
  "artifacts": {
    "formlsp": {
      "version": "$(VERSION)",
      "type": "executable",
      "variants": [
        { "path": "$(RELEASE_NAME)/bin/formlsp", "supportedTriples": ["@TRIPLE@"] }
      ]
    }
  }
}
endef
export ARTIFACT_BUNDLE_INFO

# The package consumers apply the plugins from: the checker comes prebuilt, so they never compile
# swift-syntax (the way SwiftLintPlugins serves SwiftLint's).
define PLUGINS_PACKAGE
// swift-tools-version:6.1
// formlsp $(VERSION)'s plugins, running the prebuilt checker of its artifact bundle.
import PackageDescription

let package = Package(
    name: "formlsp-plugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "FormlspBuildToolPlugin", targets: ["FormlspBuildToolPlugin"]),
        .plugin(name: "FormlspCommandPlugin", targets: ["FormlspCommandPlugin"]),
        .plugin(name: "FormlspFixCommandPlugin", targets: ["FormlspFixCommandPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "FormlspBinary", @BINARY@),
        .plugin(name: "FormlspBuildToolPlugin", capability: .buildTool(), dependencies: ["FormlspBinary"], path: "Plugins/FormlspBuildToolPlugin"),
        .plugin(
            name: "FormlspCommandPlugin",
            capability: .command(intent: .custom(verb: "formlsp", description: "Check SwiftUI and UIKit form focus chains")),
            dependencies: ["FormlspBinary"],
            path: "Plugins/FormlspCommandPlugin"
        ),
        .plugin(
            name: "FormlspFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "formlsp-fix", description: "Apply formlsp's fixes to SwiftUI and UIKit form focus chains"),
                permissions: [.writeToPackageDirectory(reason: "formlsp --fix rewrites the Swift files it fixes")]
            ),
            dependencies: ["FormlspBinary"],
            path: "Plugins/FormlspFixCommandPlugin"
        ),
    ]
)
endef
export PLUGINS_PACKAGE

clean:
	rm -rf .build
