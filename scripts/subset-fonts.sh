#!/usr/bin/env bash
# Regenerates the dealer sites' brand fonts in src/app/[site]/fonts/ from the
# @fontsource-variable packages: each variable font cut to the weights the sites use
# (400-700) and to the characters Australian and New Zealand dealer copy uses (ASCII,
# Latin-1, dashes, quotes, bullet, ellipsis, euro, trade mark, minus). About half the bytes
# of the packages' Latin files, on every first visit of a phone. Characters outside the
# subset fall back, glyph by glyph, to the metric-matched fallback font.
# Needs fonttools with brotli (Debian: apt-get install fonttools python3-brotli). The
# results are committed, so building the project does not need it. Licence: SIL OFL 1.1
# (copied beside each font); the fonts declare no Reserved Font Name.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT='src/app/[site]/fonts'
UNICODES='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2212'
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
for font in inter open-sans montserrat; do
  package="node_modules/@fontsource-variable/$font"
  fonttools varLib.instancer "$package/files/$font-latin-wght-normal.woff2" wght=400:700 -q -o "$WORK/$font.ttf"
  pyftsubset "$WORK/$font.ttf" --unicodes="$UNICODES" --flavor=woff2 --output-file="$OUT/$font-latin-400-700.woff2"
  cp "$package/LICENSE" "$OUT/$font-OFL.txt"
done
ls -l "$OUT"
