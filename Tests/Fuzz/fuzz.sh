#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer (in .build/fuzz, apart from the normal
# build) and runs each for a bounded time from a seed corpus made of the test fixtures (seeds.py).
# The corpus grows in .build/fuzz/corpus/<Target>; crashing inputs land in .build/fuzz/crashes/<Target>
# (copy each into Tests/Fuzz/Regressions/<Target>/ with its fix: the test suite replays that folder).
# Usage: fuzz.sh [TARGET…]   (FUZZ_SECONDS per target, default 60; FUZZ_JOBS parallel runs, default 1)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
seconds=${FUZZ_SECONDS:-60}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzJSON FuzzFramer FuzzMessage FuzzPositions FuzzEngine)
scratch=.build/fuzz
build_flags=(
    --scratch-path "$scratch"
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
    -Xcxx -fsanitize=fuzzer-no-link,address
)

for target in "${targets[@]}"; do
    swift build "${build_flags[@]}" --product "$target" 2>&1 | grep -v "Cannot export local symbol" | grep -E "error|warning: .*\.swift|Build complete" || true
    [ -x "$scratch/debug/$target" ] || { echo "fuzz: $target did not build" >&2; exit 2; }
done

status=0
for target in "${targets[@]}"; do
    corpus=$scratch/corpus/$target
    crashes=$scratch/crashes/$target
    log=$scratch/logs/$target.log
    mkdir -p "$corpus" "$crashes" "$(dirname "$log")"
    python3 Tests/Fuzz/seeds.py "$target" "$corpus" >/dev/null
    # The engine parses, analyses and re-fixes each input: short inputs keep it at many runs a second.
    options=()
    [ "$target" != FuzzEngine ] || options+=(-max_len=1024)
    inputs=("$corpus")
    [ ! -d "Tests/Fuzz/Regressions/$target" ] || inputs+=("Tests/Fuzz/Regressions/$target")
    # Swift's own backtracer would race libFuzzer's crash handler; libFuzzer reports and saves the input.
    if ! SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
        "$scratch/debug/$target" "${inputs[@]}" ${options[@]+"${options[@]}"} \
        -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$crashes/" >"$log" 2>&1; then
        status=1
        echo "fuzz: $target FOUND A CRASH (log $log, input in $crashes)" >&2
    fi
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    last=$(grep -E '^#[0-9]+' "$log" | tail -1)
    coverage=$(echo "$last" | grep -o 'cov: [0-9]*' || echo "cov: ?")
    features=$(echo "$last" | grep -o 'ft: [0-9]*' || echo "ft: ?")
    corpus_size=$(echo "$last" | grep -o 'corp: [0-9]*/[0-9a-zA-Z]*' || echo "corp: ?")
    echo "$target: $runs executions in ${seconds}s, $coverage edges, $features features, $corpus_size"
done
exit $status
