#!/usr/bin/env bash
# Generates the default voice packs and game sounds under apps/web/public/audio.
#
#   pnpm --filter @bingo/web audio            # every pack
#   pnpm --filter @bingo/web audio english    # only the packs whose folder starts with "english"
#
# Output (committed, so a fresh clone plays sound without these tools):
#   public/audio/{language}/{gender}/p_{n}.mp3   n = 1..75, "B 7" spoken in the pack's language
#   public/audio/{language}/{gender}/{start,win,lose,canceled,shuffle}.mp3
# Files are mono, 22.05 kHz, 32 kbps MP3: a call is a few kilobytes.
set -euo pipefail

missing=()
for tool in espeak-ng sox lame; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if ((${#missing[@]})); then
  echo "Missing: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get update && sudo apt-get install -y espeak-ng sox lame" >&2
  exit 1
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../public/audio"
only="${1:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

letter_index() { # 1..75 -> 0..4 (B I N G O)
  echo $((($1 - 1) / 15))
}

# ---------- number words ----------
# Each function prints the words for 1..75 in the language's own script.

amharic_number() {
  local n=$1
  local ones=('' 'አንድ' 'ሁለት' 'ሦስት' 'አራት' 'አምስት' 'ስድስት' 'ሰባት' 'ስምንት' 'ዘጠኝ')
  local tens=('' 'አስር' 'ሃያ' 'ሠላሳ' 'አርባ' 'ሃምሳ' 'ስልሳ' 'ሰባ')
  local t=$((n / 10)) o=$((n % 10))
  if ((t == 0)); then echo "${ones[o]}"
  elif ((o == 0)); then echo "${tens[t]}"
  elif ((t == 1)); then echo "አስራ ${ones[o]}"
  else echo "${tens[t]} ${ones[o]}"
  fi
}

tigrinya_number() {
  local n=$1
  local ones=('' 'ሓደ' 'ክልተ' 'ሰለስተ' 'ኣርባዕተ' 'ሓሙሽተ' 'ሽዱሽተ' 'ሸውዓተ' 'ሸሞንተ' 'ትሽዓተ')
  local tens=('' 'ዓሰርተ' 'ዕስራ' 'ሰላሳ' 'ኣርብዓ' 'ሓምሳ' 'ስሳ' 'ሰብዓ')
  local t=$((n / 10)) o=$((n % 10))
  if ((t == 0)); then echo "${ones[o]}"
  elif ((o == 0)); then echo "${tens[t]}"
  elif ((t == 1)); then echo "ዓሰርተ ${ones[o]}"
  # Tigrinya joins tens and units with -n on both: ዕስራን ሓደን (twenty-one).
  else echo "${tens[t]}ን ${ones[o]}ን"
  fi
}

oromo_number() {
  local n=$1
  local ones=('' 'tokko' 'lama' 'sadii' 'afur' 'shan' 'jaha' 'torba' 'saddeet' 'sagal')
  local tens=('' 'kudhan' 'digdama' 'soddoma' 'afurtama' 'shantama' 'jaatama' 'torbaatama')
  local t=$((n / 10)) o=$((n % 10))
  if ((t == 0)); then echo "${ones[o]}"
  elif ((o == 0)); then echo "${tens[t]}"
  elif ((t == 1)); then echo "kudha ${ones[o]}"
  # The tens word drops its final -a and takes -ii before the units: digdamii tokko.
  else echo "${tens[t]%a}ii ${ones[o]}"
  fi
}

english_number() {
  echo "$1"
}

# ---------- letter names ----------
# Halls call the English letter names; they are spelled here so each voice says them naturally.
ETHIOPIC_LETTERS=('ቢ' 'አይ' 'ኤን' 'ጂ' 'ኦ')
OROMO_LETTERS=('bii' 'aay' 'een' 'jii' 'oo')
LATIN_LETTERS=('B' 'I' 'N' 'G' 'O')

# ---------- encoding ----------

# wav in -> trimmed, normalised, mono 22.05 kHz mp3 out
encode() {
  local wav=$1 mp3=$2
  sox -D "$wav" -r 22050 -c 1 "$work/clean.wav" \
    silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse \
    pad 0.03 0.05 gain -n -1
  lame --silent --noreplaygain -m m -b 32 "$work/clean.wav" "$mp3"
}

speak_pack() {
  local folder=$1 voice=$2 speed=$3 letters_name=$4 number_fn=$5
  if [[ -n "$only" && "$folder" != "$only"* ]]; then return; fi
  local -n letters=$letters_name
  local dir="$out/$folder"
  mkdir -p "$dir"
  for n in $(seq 1 75); do
    local text
    # The comma makes espeak pause briefly between the letter and the number.
    text="${letters[$(letter_index "$n")]}, $($number_fn "$n")"
    espeak-ng -v "$voice" -s "$speed" -w "$work/speech.wav" "$text"
    encode "$work/speech.wav" "$dir/p_$n.mp3"
  done
  for sound in start win lose canceled shuffle; do
    cp "$work/sounds/$sound.mp3" "$dir/$sound.mp3"
  done
  echo "$folder: $(du -sh "$dir" | cut -f1)"
}

# ---------- game sounds (sox synthesis) ----------

make_sounds() {
  local s="$work/sounds"
  mkdir -p "$s"
  # start: a rising three-note chime
  sox -n -r 22050 -c 1 "$s/a.wav" synth 0.12 sine 523.25 fade 0 0.12 0.04
  sox -n -r 22050 -c 1 "$s/b.wav" synth 0.12 sine 659.25 fade 0 0.12 0.04
  sox -n -r 22050 -c 1 "$s/c.wav" synth 0.35 sine 783.99 fade 0 0.35 0.25
  sox "$s/a.wav" "$s/b.wav" "$s/c.wav" "$s/start.wav" gain -n -3
  # win: a bright major arpeggio ending on a held chord
  sox -n -r 22050 -c 1 "$s/w1.wav" synth 0.1 square 523.25 fade 0 0.1 0.03
  sox -n -r 22050 -c 1 "$s/w2.wav" synth 0.1 square 659.25 fade 0 0.1 0.03
  sox -n -r 22050 -c 1 "$s/w3.wav" synth 0.1 square 783.99 fade 0 0.1 0.03
  sox -n -r 22050 -c 1 "$s/w4.wav" synth 0.6 square 1046.5 square 783.99 fade 0 0.6 0.4
  sox "$s/w1.wav" "$s/w2.wav" "$s/w3.wav" "$s/w4.wav" "$s/win.wav" gain -n -6
  # lose: a falling "wah-wah"
  sox -n -r 22050 -c 1 "$s/l1.wav" synth 0.3 sawtooth 392:370 fade 0 0.3 0.05
  sox -n -r 22050 -c 1 "$s/l2.wav" synth 0.6 sawtooth 349:262 fade 0 0.6 0.3
  sox "$s/l1.wav" "$s/l2.wav" "$s/lose.wav" lowpass 1500 gain -n -6
  # canceled: two short low beeps
  sox -n -r 22050 -c 1 "$s/k1.wav" synth 0.12 sine 330 fade 0 0.12 0.03
  sox -n -r 22050 -c 1 "$s/gap.wav" trim 0 0.06
  sox -n -r 22050 -c 1 "$s/k2.wav" synth 0.2 sine 247 fade 0 0.2 0.08
  sox "$s/k1.wav" "$s/gap.wav" "$s/k2.wav" "$s/canceled.wav" gain -n -3
  # shuffle: 2.5 s of rattling balls — clicks of filtered noise, 20 per 2 s like the board's ticks
  sox -n -r 22050 -c 1 "$s/tick.wav" synth 0.03 pinknoise fade 0 0.03 0.025
  sox -n -r 22050 -c 1 "$s/rest.wav" trim 0 0.095
  local parts=()
  for _ in $(seq 1 20); do parts+=("$s/tick.wav" "$s/rest.wav"); done
  sox "${parts[@]}" "$s/shuffle.wav" bandpass 2500 1500 gain -n -3
  for sound in start win lose canceled shuffle; do
    lame --silent --noreplaygain -m m -b 32 "$s/$sound.wav" "$s/$sound.mp3"
  done
}

make_sounds

# folder           espeak voice   speed  letters            number words
speak_pack amharic/male   am       135 ETHIOPIC_LETTERS amharic_number
speak_pack amharic/female am+f3    135 ETHIOPIC_LETTERS amharic_number
speak_pack english/male   en-us    145 LATIN_LETTERS    english_number
speak_pack oromifa/male   om       135 OROMO_LETTERS    oromo_number
# espeak-ng has no Tigrinya voice; the Amharic voice reads Ge'ez script, which both languages share.
speak_pack tigray/male    am+m3    135 ETHIOPIC_LETTERS tigrinya_number

echo "total: $(du -sh "$out" | cut -f1) in $(find "$out" -name '*.mp3' | wc -l) files"
