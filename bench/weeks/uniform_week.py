"""Held-out weeks of labelled chatbot traffic, written by the independent author `uniform`.

Writes four files byte-identically on every run:

    python3 bench/weeks/uniform_week.py --out bench/weeks

uniform-typical.jsonl / uniform-typical.truth.json : 2027-04-05..2027-04-11 (+07:00)
uniform-hard.jsonl    / uniform-hard.truth.json    : 2027-04-12..2027-04-18 (+07:00)

Every phrasing below was written by hand; the script only samples them and adds noise
(greetings, chat spellings, casing, punctuation, repeated letters, typos, fake personal details).
Stdlib only, seeded with random.Random(seed) only.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import re
from pathlib import Path

SEED = 6174_2027
GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
N_LINES = 3000
TZ = dt.timezone(dt.timedelta(hours=7))

# --------------------------------------------------------------------------------------------
# Fake personal details
# --------------------------------------------------------------------------------------------

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Yuliani",
    "Eko",
    "Fitri",
    "Hendra",
    "Wayan",
    "Made",
    "Nyoman",
    "Putu",
    "Rahmat",
    "Nur",
    "Dian",
    "Bambang",
    "Sri",
    "Joko",
    "Lestari",
    "Teguh",
    "Ayu",
    "Fajar",
    "Indah",
    "Reza",
    "Yohanes",
    "Maria",
    "Stefanus",
    "Ucok",
    "Benny",
    "Herlina",
    "Taufik",
    "Anisa",
    "Krisna",
    "Lukas",
    "Mega",
    "Rudi",
    "Wulan",
    "Zainal",
]
LAST_NAMES = [
    "Santoso",
    "Rahayu",
    "Wijaya",
    "Setiawan",
    "Hidayat",
    "Saputra",
    "Pratama",
    "Kurniawan",
    "Siregar",
    "Nasution",
    "Simanjuntak",
    "Sinaga",
    "Wibowo",
    "Susanto",
    "Gunawan",
    "Halim",
    "Lubis",
    "Harahap",
    "Tanjung",
    "Manurung",
    "Sitompul",
    "Purba",
    "Suryadi",
    "Hartono",
    "Permana",
    "Yusuf",
    "Ramadhan",
    "Kusuma",
    "Utami",
    "Nugroho",
    "Sembiring",
    "Pangaribuan",
]
MAIL_HOSTS = [
    "gmail.com",
    "gmail.com",
    "gmail.com",
    "yahoo.co.id",
    "yahoo.com",
    "outlook.com",
    "ymail.com",
    "hotmail.com",
]
NIK_PREFIX = [
    "3173",
    "3174",
    "3201",
    "3204",
    "3273",
    "3276",
    "3374",
    "3578",
    "3515",
    "5171",
    "5103",
    "1271",
    "1207",
    "7371",
    "6471",
    "3671",
    "1671",
    "3404",
    "6371",
    "9171",
]


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def fake_nik(rng: random.Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return f"{rng.choice(NIK_PREFIX)}{_digits(rng, 2)}{day:02d}{rng.randint(1, 12):02d}" + (
        f"{rng.randint(60, 99):02d}{_digits(rng, 4)}"
    )


def fake_phone(rng: random.Random) -> str:
    op = rng.choice(["12", "13", "21", "22", "52", "53", "57", "77", "78", "95", "96", "81", "31"])
    a, b = _digits(rng, 4), _digits(rng, rng.choice([3, 4]))
    form = rng.randrange(7)
    if form == 0:
        return f"08{op}{a}{b}"
    if form == 1:
        return f"08{op}-{a}-{b}"
    if form == 2:
        return f"+62 8{op} {a} {b}"
    if form == 3:
        return f"628{op}{a}{b}"
    if form == 4:
        return f"08{op} {a} {b}"
    if form == 5:
        return f"+628{op}{a}{b}"
    return f"(0{rng.choice(['21', '22', '24', '31', '61', '361', '274'])}) {_digits(rng, 7)}"


def fake_name(rng: random.Random) -> str:
    if rng.random() < 0.2:
        return rng.choice(FIRST_NAMES)
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_email(rng: random.Random) -> str:
    f, last = rng.choice(FIRST_NAMES).lower(), rng.choice(LAST_NAMES).lower()
    form = rng.randrange(4)
    if form == 0:
        user = f"{f}.{last}"
    elif form == 1:
        user = f"{f}{last}{rng.randint(1, 99)}"
    elif form == 2:
        user = f"{f}_{rng.randint(1970, 2005)}"
    else:
        user = f"{rng.choice(['notaris', 'cv', 'pt', 'admin', 'kantor'])}.{last}"
    return f"{user}@{rng.choice(MAIL_HOSTS)}"


def fake_npwp(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return (
            f"{_digits(rng, 2)}.{_digits(rng, 3)}.{_digits(rng, 3)}.{_digits(rng, 1)}"
            f"-{_digits(rng, 3)}.000"
        )
    return _digits(rng, rng.choice([15, 16]))


def personal_details(rng: random.Random) -> str:
    parts = []
    kinds = rng.sample(["nik", "phone", "email", "npwp", "name"], rng.choice([1, 1, 2, 2, 3]))
    for k in kinds:
        if k == "nik":
            parts.append(rng.choice(["NIK ", "nik saya ", "no KTP ", "NIK: "]) + fake_nik(rng))
        elif k == "phone":
            parts.append(
                rng.choice(["hp ", "WA ", "no telp ", "nomor saya ", "wa: "]) + fake_phone(rng)
            )
        elif k == "email":
            parts.append(rng.choice(["email ", "email saya ", "e-mail: ", ""]) + fake_email(rng))
        elif k == "npwp":
            parts.append(rng.choice(["NPWP ", "npwp saya ", "NPWP: "]) + fake_npwp(rng))
        else:
            parts.append(rng.choice(["atas nama ", "nama saya ", "an. ", "a.n "]) + fake_name(rng))
    return rng.choice([", ", " ", " - ", ". "]).join(parts)


# --------------------------------------------------------------------------------------------
# Noise: greetings, closings, chat spellings, casing, punctuation, repeated letters, typos
# --------------------------------------------------------------------------------------------

GREETINGS = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "pagi",
    "pagi min",
    "siang kak",
    "sore min",
    "malam kak",
    "selamat pagi",
    "selamat siang",
    "permisi",
    "assalamualaikum",
    "mohon info",
    "mau tanya",
    "numpang tanya",
    "tanya dong",
    "hai",
    "halo",
    "maaf mau tanya",
    "min mau nanya",
    "kak mohon bantuannya",
    "selamat sore",
    "permisi kak",
    "misi min",
    "p",
    "halo admin",
    "assalamualaikum wr wb",
    "punten",
    "halo selamat pagi",
]
GREETINGS_EN = ["hi", "hello", "hi admin", "hello min", "good morning", "hi kak", "excuse me"]
CLOSINGS = [
    "ya",
    "dong",
    "makasih",
    "terima kasih",
    "mohon infonya",
    "kak",
    "min",
    "tks",
    "thx",
    "makasih kak",
    "terima kasih min",
    "mohon dibantu",
    "ditunggu jawabannya",
    "pak",
    "bu",
    "mohon pencerahannya",
    "🙏",
    "ya kak",
    "ya min",
    "plis",
    "segera ya",
    "trims",
]
CLOSINGS_EN = ["thanks", "pls", "thank you", "asap ya", "thanks in advance", "please"]

ABBREV = [
    ("terima kasih", ["makasih", "trims", "makasi"]),
    ("apa saja", ["apa aja", "ap aja", "apa sj"]),
    ("di mana", ["dmn", "dimana"]),
    ("jawa timur", ["jatim"]),
    ("jawa barat", ["jabar"]),
    ("jawa tengah", ["jateng"]),
    ("sumatera utara", ["sumut"]),
    ("yang", ["yg", "yg", "yng"]),
    ("bagaimana", ["bgmn", "gmn", "gimana", "gmna"]),
    ("gimana", ["gmn", "gmna", "gmana"]),
    ("berapa", ["brp", "brapa", "brp"]),
    ("dimana", ["dmn", "dmna"]),
    ("saya", ["sy", "sya", "aku", "sy"]),
    ("untuk", ["utk", "buat", "untk"]),
    ("bisa", ["bs", "bsa"]),
    ("tidak", ["gk", "tdk", "ga", "nggak", "gak"]),
    ("gak", ["gk", "ga", "g"]),
    ("nggak", ["gk", "ngga", "ga"]),
    ("saja", ["aja", "sj"]),
    ("sudah", ["udh", "sdh", "udah"]),
    ("karena", ["krn", "karna"]),
    ("tolong", ["tlg", "tlong"]),
    ("dengan", ["dgn", "dg"]),
    ("kalau", ["kalo", "klo", "kl"]),
    ("sekarang", ["skrg", "skrng"]),
    ("juga", ["jg"]),
    ("belum", ["blm", "blom"]),
    ("tahun", ["thn", "th"]),
    ("bulan", ["bln"]),
    ("jumlah", ["jml"]),
    ("sama", ["sm"]),
    ("lagi", ["lg"]),
    ("mau", ["mo", "mw", "pengen"]),
    ("dulu", ["dl", "dlu"]),
    ("harus", ["hrs"]),
    ("apakah", ["apa", "apkh"]),
    ("tapi", ["tp"]),
    ("atau", ["atw", "ato", "atau"]),
    ("dokumen", ["dok", "dokumen"]),
    ("provinsi", ["prov", "propinsi"]),
    ("pendaftaran", ["pendaftaran", "daftar"]),
    ("perorangan", ["perorangan", "perseorangan"]),
    ("online", ["onlen", "online"]),
    ("banget", ["bgt"]),
    ("terus", ["trs", "trus"]),
    ("bapak", ["bpk", "pak"]),
    ("mohon", ["mhn"]),
    ("sebelumnya", ["sblmnya"]),
    ("informasi", ["info"]),
    ("persyaratan", ["syarat", "persyaratan"]),
]
_ABBREV_RE = [(re.compile(r"\b" + re.escape(k) + r"\b", re.IGNORECASE), v) for k, v in ABBREV]

KEY_NEIGHBOURS = {
    "a": "qwsz",
    "b": "vghn",
    "c": "xdfv",
    "d": "serfcx",
    "e": "wsdr",
    "f": "drtgvc",
    "g": "ftyhbv",
    "h": "gyujnb",
    "i": "ujko",
    "j": "huikmn",
    "k": "jiolm",
    "l": "kop",
    "m": "njk",
    "n": "bhjm",
    "o": "iklp",
    "p": "ol",
    "q": "wa",
    "r": "edft",
    "s": "awedxz",
    "t": "rfgy",
    "u": "yhji",
    "v": "cfgb",
    "w": "qase",
    "x": "zsdc",
    "y": "tghu",
    "z": "asx",
}
REPEATABLE = {
    "ya",
    "kak",
    "min",
    "dong",
    "pak",
    "bu",
    "plis",
    "tolong",
    "halo",
    "sis",
    "gan",
    "kaka",
    "please",
    "pls",
    "p",
    "hai",
    "makasih",
    "thx",
    "siap",
    "ok",
    "oke",
    "mantap",
}


def chat_spell(rng: random.Random, text: str, level: float) -> str:
    if level <= 0:
        return text
    for pat, options in _ABBREV_RE:

        def repl(m: re.Match[str], options: list[str] = options) -> str:
            if rng.random() < level:
                return rng.choice(options)
            return m.group(0)

        text = pat.sub(repl, text)
    return text


def make_typo(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    cand = [i for i, w in enumerate(words) if re.fullmatch(r"[A-Za-z]{4,}", w)]
    if not cand:
        cand = [i for i, w in enumerate(words) if re.fullmatch(r"[A-Za-z]{3,}", w)]
    if not cand:
        return text
    i = rng.choice(cand)
    w = words[i]
    for _ in range(10):
        op = rng.randrange(4)
        j = rng.randrange(1, len(w)) if len(w) > 1 else 0
        if op == 0 and len(w) > 2:  # swap two neighbouring letters
            j = rng.randrange(0, len(w) - 1)
            new = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
        elif op == 1:  # drop a letter
            new = w[:j] + w[j + 1 :]
        elif op == 2:  # double a letter
            new = w[:j] + w[j] + w[j:]
        else:  # hit a neighbouring key
            ch = w[j]
            near = KEY_NEIGHBOURS.get(ch.lower())
            if not near:
                continue
            sub = rng.choice(near)
            new = w[:j] + (sub.upper() if ch.isupper() else sub) + w[j + 1 :]
        if new.lower() != w.lower():
            words[i] = new
            return " ".join(words)
    return text


def set_case(rng: random.Random, text: str) -> str:
    r = rng.random()
    if r < 0.58:
        return text.lower()
    if r < 0.62:
        return text.upper()
    if r < 0.90:
        return text[:1].upper() + text[1:]
    if r < 0.95:
        return " ".join(w[:1].upper() + w[1:] for w in text.split(" "))
    return text


def end_punct(rng: random.Random, text: str, question: bool) -> str:
    text = text.rstrip(" ?.!,")
    if question:
        ends = ["?", "?", "?", "", "", "??", " ?", ".", "?!", "???", "..", "?🙏"]
    else:
        ends = ["", "", ".", "!", " 🙏", "..", " 👍"]
    return text + rng.choice(ends)


def repeat_letters(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if w.lower().strip("?.!,") in REPEATABLE]
    if not idx:
        return text
    i = rng.choice(idx)
    w = words[i]
    core = w.rstrip("?.!,")
    tail = w[len(core) :]
    words[i] = core + core[-1] * rng.randint(1, 3) + tail
    return " ".join(words)


def tidy(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s+,", ",", text)
    return text


# --------------------------------------------------------------------------------------------
# Internal surface: places, periods, thresholds
# --------------------------------------------------------------------------------------------

PROVINCES = [
    "Jawa Barat",
    "Jawa Timur",
    "Jawa Tengah",
    "DKI Jakarta",
    "Banten",
    "Bali",
    "Sumatera Utara",
    "Sulawesi Selatan",
    "Kalimantan Timur",
    "Riau",
    "DI Yogyakarta",
    "Sumatera Selatan",
    "Lampung",
    "Sumatera Barat",
    "Kalimantan Barat",
    "NTB",
    "NTT",
    "Papua",
    "Aceh",
    "Kepulauan Riau",
    "Sulawesi Utara",
    "Jambi",
    "Kalimantan Selatan",
    "Maluku",
    "Gorontalo",
]
MONTHS = [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
]
MONTHS_EN = ["Jan", "Feb", "March", "Q1", "Q4", "Dec", "Nov"]
YEARS = ["2024", "2025", "2025", "2026", "2026", "2026", "2027"]
THRESHOLDS = ["500", "750", "1.000", "1000", "1.500", "2.000", "2500", "300"]
TOPS = ["3", "5", "5", "10", "tiga", "lima"]


def fill(rng: random.Random, text: str) -> str:
    def pick_year() -> str:
        return rng.choice(YEARS)

    text = text.replace("{prov}", rng.choice(PROVINCES))
    text = text.replace("{bulan}", rng.choice(MONTHS))
    text = text.replace("{bln_en}", rng.choice(MONTHS_EN))
    y1 = pick_year()
    y2 = rng.choice([y for y in YEARS if y != y1])
    text = text.replace("{tahun2}", y2)
    text = text.replace("{tahun}", y1)
    text = text.replace("{n}", rng.choice(THRESHOLDS))
    text = text.replace("{top}", rng.choice(TOPS))
    return text


# --------------------------------------------------------------------------------------------
# Intents. Each: id, service, facet, surface, covering golden item (or None), phrasings,
# optional follow-up phrasings (asked inside a session, without naming the service).
# --------------------------------------------------------------------------------------------

FOLLOW_TYPICAL = {
    "biaya": [
        "biayanya berapa?",
        "bayarnya berapa",
        "kalau biayanya?",
        "ada biayanya gak?",
        "terus biayanya berapa ya",
        "kena PNBP berapa?",
    ],
    "syarat": [
        "syaratnya apa aja?",
        "terus syaratnya apa",
        "dokumen apa yg perlu disiapkan?",
        "persyaratannya apa saja kak",
    ],
    "lama": [
        "berapa lama prosesnya?",
        "jadinya berapa hari?",
        "lama gak prosesnya",
        "kira2 berapa hari selesai",
    ],
    "cara": ["caranya gimana?", "daftarnya dimana?", "lewat mana ya?", "prosedurnya gimana kak"],
    "ubah": [
        "kalau mau ubah datanya gimana?",
        "kalau ada perubahan gimana caranya?",
        "nanti kalau mau ganti alamat bisa?",
    ],
}

FOLLOW_HARD = {
    "biaya": [
        "biayanya berapa?",
        "fee nya brp?",
        "bayarnya berapa",
        "kalau tarifnya?",
        "ongkosnya berapa ya",
        "PNBP nya?",
        "how much?",
        "cost nya berapa",
    ],
    "syarat": [
        "syaratnya apa aja?",
        "requirementnya apa?",
        "dokumen apa yg perlu disiapin?",
        "yg harus dibawa apa aja?",
        "berkasnya apa?",
        "what do I need?",
    ],
    "lama": [
        "berapa lama prosesnya?",
        "how long?",
        "jadinya berapa hari?",
        "estimasi selesainya kapan?",
        "SLA nya berapa hari",
    ],
    "cara": [
        "caranya gimana?",
        "lewat mana daftarnya?",
        "prosedurnya?",
        "how to do it?",
        "step nya gimana",
    ],
    "ubah": [
        "kalau mau ubah datanya gimana?",
        "kalau ada perubahan gimana?",
        "bisa diganti gak nanti datanya?",
        "how to update it later?",
    ],
    "bubar": [
        "kalau mau ditutup gimana?",
        "kalau mau dibubarkan?",
        "cara tutupnya?",
        "kalau nanti mau dissolve gimana",
    ],
}

# Context a user sometimes puts before the question, per service.
CONTEXT = {
    "ptp": [
        "saya mau buka usaha laundry,",
        "saya UMKM jualan online,",
        "rencana usaha katering,",
        "saya punya toko kecil,",
        "buat usaha kopi saya,",
        "saya baru resign mau usaha,",
    ],
    "ptb": [
        "kami bertiga mau buka usaha,",
        "rencana bikin perusahaan kontraktor,",
        "saya dan teman mau patungan usaha,",
    ],
    "fid": [
        "saya kerja di leasing,",
        "dari pihak finance,",
        "saya staf notaris,",
        "kredit motor saya,",
    ],
    "apo": [
        "mau kuliah di Belanda,",
        "anak saya mau sekolah di Jepang,",
        "untuk kerja di luar negeri,",
        "mau nikah sama WNA,",
    ],
    "was": ["ayah saya baru meninggal,", "orang tua kami sudah wafat,", "kakek saya meninggal,"],
    "kew": ["saya menikah dengan WN Jepang,", "istri saya WNA,", "anak saya lahir di Australia,"],
    "yay": [
        "kami mau bikin panti asuhan,",
        "rencana yayasan pendidikan,",
        "komunitas kami mau bikin yayasan,",
    ],
    "akun": ["dari tadi pagi,", "sudah coba berkali-kali,", "saya notaris,"],
    "vou": ["sudah transfer kemarin,", "saya sudah bayar lewat bank,"],
}


def intent(iid, service, facet, covered, phrasings, follow=None, surface="public", x=None):
    return {
        "id": iid,
        "service": service,
        "facet": facet,
        "covered": covered,
        "phrasings": phrasings,
        "follow": follow,
        "surface": surface,
        "x": x or [],
    }


# ---------------------------------- typical week ------------------------------------------

TYPICAL_PUBLIC = [
    intent(
        "ptp-syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan, persyaratannya apa saja",
            "PT perorangan syaratnya apa",
            "persyaratan pendirian PT perseorangan",
            "apa yang harus disiapkan untuk daftar PT perorangan",
            "untuk PT perorangan apakah harus WNI dan umur berapa",
            "syarat pendiri PT perorangan apa saja, bisa sendirian kan",
            "dokumen apa saja yang dibutuhkan untuk PT perorangan",
            "bikin PT perseorangan butuh apa aja ya",
            "ibu rumah tangga bisa bikin PT perorangan? syaratnya apa",
            "minimal usia pendiri PT perorangan berapa",
            "syarat PT perorangan",
            "PT perorangan boleh didirikan sama 1 orang aja? syaratnya gimana",
            "mahasiswa umur 19 boleh bikin PT perorangan gak, syaratnya apa",
            "kalau mau PT perorangan harus punya apa saja",
            "syarat pendirian PT perorangan untuk UMK",
        ],
        follow=None,
    ),
    intent(
        "akun-login",
        "akun",
        "other",
        None,
        [
            "lupa password akun AHU gimana",
            "tidak bisa login AHU online, password salah terus",
            "cara reset kata sandi akun ahu",
            "akun saya terkunci tidak bisa masuk",
            "lupa kata sandi, email reset tidak masuk",
            "login ahu gagal terus padahal password sudah benar",
            "link reset password tidak terkirim ke email saya",
            "lupa username akun AHU bagaimana memulihkannya",
            "kenapa tidak bisa login ke ahu online",
            "captcha terus salah waktu login",
            "akun ahu saya tiba2 tidak bisa dipakai",
            "password ahu online saya lupa, mohon direset",
        ],
    ),
    intent(
        "ptp-biaya",
        "ptp",
        "biaya",
        None,
        [
            "berapa biaya daftar PT perorangan",
            "biaya pendirian PT perorangan berapa ya",
            "PT perorangan bayar berapa",
            "bikin PT perorangan gratis atau bayar",
            "PNBP PT perorangan berapa",
            "tarif pendaftaran PT perseorangan",
            "ongkos bikin PT perorangan berapa",
            "total biaya PT perorangan sampai jadi berapa",
            "harga pembuatan PT perorangan",
            "daftar PT perorangan dikenakan biaya tidak",
            "biaya PT perorangan 50 ribu ya?",
            "PT perorangan biayanya berapa sekarang",
        ],
    ),
    intent(
        "fid-daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia",
            "cara daftar fidusia online",
            "prosedur pendaftaran jaminan fidusia gimana",
            "mau daftar fidusia untuk kendaraan, caranya gimana",
            "langkah-langkah input fidusia di ahu",
            "gimana cara dapat sertifikat jaminan fidusia",
            "daftar fidusia lewat mana",
            "alur pendaftaran fidusia",
            "pendaftaran fidusia harus datang ke kanwil atau online",
            "cara mendaftarkan fidusia mobil",
            "tata cara pendaftaran jaminan fidusia",
        ],
    ),
    intent(
        "vou-bayar",
        "vou",
        "cara",
        None,
        [
            "cara bayar voucher PNBP gimana",
            "voucher pembayaran bisa dibayar lewat mana saja",
            "bayar pnbp lewat mobile banking bisa?",
            "kode billing PNBP dapat dari mana",
            "bayar voucher ahu bisa lewat indomaret?",
            "bagaimana cara membayar kode voucher AHU",
            "voucher dibayar di bank apa saja",
            "cara beli voucher untuk pendaftaran",
            "pembayaran PNBP ahu pakai apa",
        ],
        follow=["bayarnya lewat mana aja?", "terus bayarnya dimana?"],
    ),
    intent(
        "apo-biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "apostille satu dokumen bayar berapa",
            "berapa tarif apostille per dokumen",
            "PNBP apostille berapa ya",
            "apostille ijazah biayanya berapa",
            "apostille akta kelahiran bayarnya berapa",
            "harga apostille sekarang",
            "kalau apostille 3 dokumen totalnya berapa",
            "biaya apostille per lembar",
            "apostille bayar berapa kak",
        ],
    ),
    intent(
        "ptp-cara",
        "ptp",
        "cara",
        None,
        [
            "cara daftar PT perorangan online",
            "langkah mendirikan PT perorangan di ahu",
            "gimana cara bikin PT perorangan sendiri",
            "daftar PT perorangan lewat mana",
            "PT perorangan didaftarkan dimana",
            "cara isi pernyataan pendirian PT perorangan",
            "tutorial pendaftaran PT perseorangan",
            "mau daftar PT perorangan, mulai dari mana",
            "bagaimana prosedur pendirian PT perorangan",
            "PT perorangan bisa daftar sendiri di rumah?",
        ],
    ),
    intent(
        "was-cari",
        "was",
        "cara",
        "wasiat-pencarian",
        [
            "cara mengetahui almarhum punya wasiat atau tidak",
            "bagaimana cek wasiat orang tua yang sudah meninggal",
            "mau cari tahu apakah ayah saya meninggalkan wasiat",
            "pencarian wasiat gimana caranya",
            "surat keterangan wasiat dapatnya dimana",
            "cara mengurus surat keterangan wasiat untuk ahli waris",
            "cek daftar wasiat almarhumah ibu",
            "bagaimana tahu ada wasiat terdaftar atas nama pewaris",
            "untuk urus warisan perlu cek wasiat, caranya gimana",
            "mohon info permohonan pencarian wasiat",
        ],
    ),
    intent(
        "kew-anak-usia",
        "kew",
        "other",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus memilih umur berapa",
            "batas usia anak dwi kewarganegaraan memilih",
            "anak saya punya dua kewarganegaraan, sampai kapan harus pilih",
            "anak hasil kawin campur wajib pilih WNI umur berapa",
            "kapan anak berkewarganegaraan ganda terbatas harus menyatakan pilihan",
            "umur 18 anak ganda harus pilih ya?",
            "anak ganda sudah 20 tahun belum memilih, masih bisa?",
            "batas waktu anak kewarganegaraan ganda memilih salah satu",
            "anak saya paspor 2, umur berapa wajib milih",
        ],
        follow=["batas umurnya sampai kapan?", "harus milih umur berapa?"],
    ),
    intent(
        "apo-dokumen",
        "apo",
        "other",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille tidak",
            "apakah akta nikah bisa di apostille",
            "dokumen apa yang bisa dilayani apostille di kemenkum",
            "surat keterangan dokter bisa diapostille?",
            "jenis dokumen yang bisa diapostille apa aja",
            "SKCK bisa diapostille gak",
            "transkrip nilai bisa apostille?",
            "akta perusahaan bisa diapostille juga?",
        ],
        follow=["dokumen apa aja yg bisa?", "kalau ijazah bisa juga?"],
    ),
    intent(
        "vou-masalah",
        "vou",
        "other",
        None,
        [
            "sudah bayar voucher tapi status belum berubah",
            "kode voucher tidak bisa dipakai",
            "voucher sudah kedaluwarsa, bisa dipakai lagi?",
            "bukti bayar voucher hilang gimana",
            "voucher katanya sudah terpakai padahal belum",
            "sudah bayar PNBP tapi di ahu masih belum lunas",
            "salah bayar voucher bisa refund?",
            "voucher expired sebelum dipakai, uang kembali tidak",
        ],
    ),
    intent(
        "yay-pendirian",
        "yay",
        "cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan",
            "mau buat yayasan sosial langkahnya apa",
            "cara mengesahkan yayasan jadi badan hukum",
            "bikin yayasan pendidikan caranya",
            "alur mendirikan yayasan sampai dapat SK",
            "mendirikan yayasan itu gimana prosesnya",
        ],
    ),
    intent(
        "fid-roya",
        "fid",
        "other",
        None,
        [
            "cara roya fidusia",
            "bagaimana menghapus jaminan fidusia setelah lunas",
            "kredit sudah lunas, fidusia dihapus gimana",
            "penghapusan sertifikat fidusia",
            "roya fidusia online caranya",
            "pencoretan fidusia mobil yang sudah lunas",
            "mau hapus fidusia, BPKB sudah keluar",
            "fidusia yang sudah lunas harus diroya?",
        ],
        follow=["kalau sudah lunas hapusnya gimana?", "terus roya nya gimana?"],
    ),
    intent(
        "apo-apa",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa ya",
            "maksud apostille apa",
            "pengertian apostille",
            "apostille fungsinya untuk apa",
            "saya disuruh apostille dokumen, itu apa sih",
            "apostille artinya apa",
        ],
    ),
    intent(
        "cv-daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang dimana",
            "CV didaftarkan di pengadilan atau di kemenkum",
            "pendaftaran firma dimana sekarang",
            "bikin CV daftarnya kemana",
            "pendaftaran CV lewat SABU?",
            "CV masih daftar di pengadilan negeri?",
            "tempat pendaftaran persekutuan komanditer",
            "dimana mendaftarkan firma",
            "CV didaftarkan kemana sekarang",
        ],
    ),
    intent(
        "kew-natur",
        "natur",
        "syarat",
        None,
        [
            "syarat pewarganegaraan WNA jadi WNI",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "persyaratan naturalisasi",
            "WNA tinggal 10 tahun bisa jadi WNI? syaratnya",
            "dokumen untuk permohonan kewarganegaraan RI",
            "apa saja syarat menjadi warga negara indonesia",
            "syarat orang asing mengajukan jadi WNI",
        ],
    ),
    intent(
        "akun-daftar",
        "akun",
        "other",
        None,
        [
            "cara daftar akun AHU online",
            "buat akun ahu untuk umum bisa?",
            "bikin user AHU online gimana",
            "pendaftaran akun baru AHU",
            "mau bikin akun AHU untuk PT perorangan",
            "registrasi akun ahu online caranya",
            "email verifikasi akun baru tidak masuk-masuk",
        ],
    ),
    intent(
        "ptb-akta",
        "ptb",
        "other",
        "pt-biasa-akta",
        [
            "PT biasa harus pakai akta notaris?",
            "pendirian PT biasa wajib notaris tidak",
            "bisa bikin PT biasa tanpa notaris?",
            "apakah PT persekutuan modal perlu akta notaris",
            "PT dengan 2 pendiri harus lewat notaris ya",
            "PT biasa bisa daftar sendiri tanpa akta?",
            "PT yang bukan perorangan wajib akta notaris kah",
        ],
    ),
    intent(
        "ptp-sertifikat",
        "ptp",
        "other",
        None,
        [
            "sertifikat pendaftaran PT perorangan download dimana",
            "cara cetak sertifikat PT perorangan",
            "sertifikat PT perorangan tidak bisa diunduh",
            "dimana ambil sertifikat PT perorangan setelah daftar",
            "sertifikat PT perorangan saya belum keluar",
        ],
        follow=["sertifikatnya nanti download dimana?", "terus sertifikatnya gimana dapatnya"],
    ),
    intent(
        "fid-biaya",
        "fid",
        "biaya",
        None,
        [
            "biaya pendaftaran fidusia berapa",
            "PNBP fidusia untuk nilai penjaminan 100 juta",
            "tarif fidusia",
            "fidusia bayar berapa",
            "hitungan biaya fidusia berdasarkan nilai jaminan",
            "berapa PNBP jaminan fidusia sekarang",
        ],
    ),
    intent(
        "ptp-ubah",
        "ptp",
        "ubah",
        None,
        [
            "cara ubah alamat PT perorangan",
            "mau ganti KBLI di PT perorangan gimana",
            "perubahan data PT perorangan",
            "ubah modal PT perorangan caranya",
            "ganti nama PT perorangan bisa?",
            "perubahan pernyataan pendirian PT perorangan",
            "salah isi alamat PT perorangan, bisa diperbaiki?",
        ],
    ),
    intent(
        "perk-bh",
        "perk",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan jadi badan hukum",
            "cara mengesahkan perkumpulan",
            "perkumpulan mau berbadan hukum prosedurnya",
            "pengesahan badan hukum perkumpulan gimana",
            "komunitas kami mau jadi perkumpulan berbadan hukum caranya",
            "daftar perkumpulan di ahu gimana",
        ],
    ),
    intent(
        "kop-pendirian",
        "kop",
        "cara",
        None,
        [
            "cara mendirikan koperasi",
            "koperasi daftarnya dimana",
            "pengesahan koperasi lewat ahu?",
            "bikin koperasi desa gimana caranya",
            "prosedur pendirian koperasi di kemenkum",
            "mau bikin koperasi karyawan, langkahnya apa",
        ],
    ),
    intent(
        "apo-lama",
        "apo",
        "lama",
        None,
        [
            "apostille berapa hari jadi",
            "lama proses apostille",
            "apostille bisa selesai sehari?",
            "berapa lama apostille ijazah",
            "sudah ajukan apostille 3 hari belum selesai, normalnya berapa lama",
            "apostille prosesnya lama gak",
        ],
    ),
]

TYPICAL_INTERNAL = [
    intent(
        "int-jml-ptp",
        "i-ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "berapa jumlah PT perorangan yang terdaftar di {prov} bulan {bulan} {tahun}",
            "jumlah pendaftaran PT perorangan tahun {tahun} di {prov}",
            "PT perorangan {prov} {bulan} {tahun} ada berapa",
            "tolong hitung PT perorangan yang didaftarkan bulan lalu",
            "total PT perorangan nasional tahun {tahun}",
            "berapa PT perorangan baru di {prov} minggu lalu",
            "rekap jumlah PT perorangan per provinsi bulan {bulan}",
            "PT perorangan yang masuk bulan ini sudah berapa",
            "cek jumlah PT perorangan {prov} tahun {tahun}",
            "berapa banyak PT perorangan terdaftar per provinsi bulan lalu",
        ],
        follow=[
            "kalau {prov}?",
            "{prov} berapa?",
            "tahun lalu berapa?",
            "kalau bulan {bulan}?",
            "yang {tahun}?",
            "dan tahun sebelumnya?",
            "kalau {prov} bulan yang sama?",
            "bulan sebelumnya berapa?",
        ],
        surface="internal",
    ),
    intent(
        "int-rank-ptp",
        "i-ptp",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak daftar PT perorangan tahun {tahun}",
            "{top} provinsi dengan pendaftaran PT perorangan terbanyak {tahun}",
            "urutkan provinsi berdasarkan jumlah PT perorangan bulan {bulan}",
            "top {top} provinsi PT perorangan {tahun}",
            "provinsi mana yang paling sedikit PT perorangannya tahun {tahun}",
            "peringkat provinsi untuk PT perorangan bulan lalu",
            "ranking PT perorangan per provinsi {tahun}",
        ],
        follow=[
            "kalau tahun {tahun}?",
            "yang 10 besar dong",
            "kalau bulan {bulan} aja?",
            "urutan paling bawahnya?",
            "kalau {tahun} urutannya gimana?",
        ],
        surface="internal",
    ),
    intent(
        "int-fid-kanwil",
        "i-fid",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang pendaftaran fidusianya di atas {n} bulan {bulan}",
            "daftar kantor wilayah dengan fidusia lebih dari {n} pada {bulan} {tahun}",
            "kanwil yang mencatat fidusia lebih dari {n} tahun {tahun}",
            "kantor wilayah mana yang fidusianya tembus {n} bulan lalu",
            "sebutkan kanwil dengan pendaftaran fidusia > {n} bulan {bulan} {tahun}",
        ],
        follow=[
            "kalau batasnya {n}?",
            "bulan {bulan} gimana?",
            "kalau tahun {tahun}?",
            "yang di atas {n} aja",
        ],
        surface="internal",
    ),
    intent(
        "int-jml-fid",
        "i-fid",
        "count",
        None,
        [
            "berapa pendaftaran fidusia di {prov} bulan {bulan}",
            "jumlah sertifikat fidusia yang terbit tahun {tahun}",
            "total fidusia nasional bulan lalu",
            "fidusia {prov} {bulan} {tahun} berapa",
            "hitung pendaftaran jaminan fidusia minggu ini",
        ],
        follow=["kalau {prov}?", "bulan sebelumnya?", "tahun lalu?", "kalau {bulan}?"],
        surface="internal",
    ),
    intent(
        "int-banding-ptp",
        "i-ptp",
        "compare",
        None,
        [
            "bandingkan pendaftaran PT perorangan {tahun} dengan {tahun2}",
            "PT perorangan {prov} naik atau turun dibanding tahun lalu",
            "pertumbuhan PT perorangan bulan {bulan} dibanding bulan sebelumnya berapa persen",
            "selisih PT perorangan {tahun} dan {tahun2} berapa",
            "kenaikan pendaftaran PT perorangan di {prov} dibanding tahun lalu",
        ],
        follow=["kalau {prov}?", "dibanding {tahun} gimana?", "yang {prov} naik gak?"],
        surface="internal",
    ),
    intent(
        "int-jml-yay",
        "i-yay",
        "count",
        None,
        [
            "berapa yayasan yang disahkan di {prov} tahun {tahun}",
            "jumlah pengesahan yayasan bulan {bulan}",
            "total yayasan baru bulan lalu",
            "yayasan yang terdaftar di {prov} {tahun} berapa",
        ],
        follow=["kalau {prov}?", "tahun lalu?", "{tahun} berapa?"],
        surface="internal",
    ),
]

NONE_TYPICAL = [
    "makasih kak",
    "ok",
    "siap",
    "mantap",
    "terima kasih infonya",
    "halo",
    "pagi min",
    "p",
    "oke sip",
    "baik terima kasih",
    "👍",
    "sudah jelas kak",
    "ok noted",
    "siap kak makasih",
    "halo kak",
    "assalamualaikum",
    "tes",
    "ok min",
    "makasih banyak ya",
    "sip",
    "oh gitu ya",
    "baik kak",
    "terima kasih banyak",
    "mantap min",
    "oke kak",
    "selamat siang",
    "permisi",
    "halo min",
    "thanks",
    "iya",
    "ok terima kasih",
    "wah cepat, makasih",
    "ya",
    "sama2",
]

# ---------------------------------- hard week ---------------------------------------------

T_BIAYA = [
    "berapa biaya {x}",
    "{x} bayar berapa",
    "tarif {x} berapa",
    "ongkos {x} brp",
    "fee {x} berapa ya",
    "PNBP untuk {x} berapa",
    "{x} kena biaya berapa",
    "how much is the fee for {x}",
    "harga {x} sekarang berapa",
    "{x} itu gratis atau bayar",
    "total cost {x} berapa",
    "nominal yang harus dibayar untuk {x}",
    "{x} ada charge nya gak",
]
T_SYARAT = [
    "syarat {x} apa saja",
    "apa yang perlu disiapkan untuk {x}",
    "dokumen apa yg dibawa buat {x}",
    "requirement {x} apa aja",
    "persyaratan {x}",
    "{x} butuh apa aja",
    "what documents do I need for {x}",
    "kelengkapan berkas {x} apa aja",
    "sebelum {x} harus punya apa dulu",
    "berkas apa yang wajib untuk {x}",
    "{x} requirements nya apa",
]
T_LAMA = [
    "berapa lama {x}",
    "{x} berapa hari jadi",
    "estimasi waktu {x}",
    "how long does {x} take",
    "{x} prosesnya lama gak",
    "{x} bisa jadi hari itu juga?",
    "durasi {x} berapa lama",
    "{x} butuh waktu berapa hari kerja",
    "processing time {x} berapa",
    "{x} kelarnya kapan",
]
T_CARA = [
    "cara {x} gimana",
    "bagaimana prosedur {x}",
    "{x} lewat mana",
    "step by step {x}",
    "langkah-langkah {x}",
    "how to {x}",
    "alur {x} seperti apa",
    "{x} bisa online?",
    "{x} dilakukan di mana",
    "mekanisme {x} gimana",
    "tata cara {x}",
]

HARD_PUBLIC = [
    intent(
        "ptp-syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "PT perorangan requirement nya apa aja",
            "buat PT perorangan perlu siapin apa",
            "saya 17 tahun WNI, cukup nggak untuk jadi pendiri PT perorangan",
            "what are the requirements to set up a PT perorangan",
            "PT perseorangan apa aja yang harus dipenuhi",
            "kriteria pendiri PT perorangan siapa saja yang boleh",
            "PT perorangan boleh dimiliki WNA gak? requirement pendirinya apa",
            "yang dibutuhkan buat register PT perorangan apa",
        ],
        x=[
            "pendirian PT perorangan",
            "bikin PT perorangan",
            "daftar PT perseorangan",
            "PT perorangan",
            "PT single founder",
        ],
    ),
    intent(
        "ptp-biaya",
        "ptp",
        "biaya",
        None,
        [
            "PT perorangan harganya berapa",
            "bikin PT perorangan modal duit berapa untuk bayar negara",
            "PNBP PT perseorangan",
            "how much to register a PT perorangan",
            "PT perorangan ada bayar ke negara gak, berapa",
            "biaya resmi PT perorangan berapa, bukan jasa",
        ],
        x=[
            "pendirian PT perorangan",
            "bikin PT perorangan",
            "daftar PT perseorangan",
            "PT perorangan",
            "PT 1 orang",
        ],
    ),
    intent(
        "ptp-lama",
        "ptp",
        "lama",
        None,
        [
            "PT perorangan jadi dalam berapa hari",
            "setelah submit PT perorangan kapan sertifikatnya keluar",
            "how long until my PT perorangan is registered",
            "PT perseorangan prosesnya cepet gak",
            "daftar PT perorangan hari ini, besok sudah jadi?",
        ],
        x=["pendaftaran PT perorangan", "bikin PT perorangan", "PT perseorangan"],
    ),
    intent(
        "ptp-cara",
        "ptp",
        "cara",
        None,
        [
            "PT perorangan daftarnya di website apa",
            "how do I register a PT perorangan online",
            "PT perseorangan bisa diurus sendiri tanpa notaris? gimana prosesnya",
            "tutorial isi form PT perorangan di AHU",
            "dari mana mulai kalau mau punya PT perorangan",
        ],
        x=[
            "daftar PT perorangan",
            "mendirikan PT perorangan",
            "bikin PT perseorangan",
            "register PT perorangan",
        ],
    ),
    intent(
        "ptp-ubah",
        "ptp",
        "ubah",
        None,
        [
            "cara ubah alamat PT perorangan",
            "mau ganti KBLI PT perorangan gimana",
            "update data PT perorangan bisa lewat mana",
            "perubahan modal PT perorangan prosedurnya",
            "how to change the address of my PT perorangan",
            "nama PT perorangan salah ketik, bisa direvisi?",
            "pernyataan perubahan PT perorangan diisi dimana",
            "mau tambah bidang usaha di PT perseorangan",
        ],
    ),
    intent(
        "ptp-bubar",
        "ptp",
        "bubar",
        None,
        [
            "cara membubarkan PT perorangan",
            "mau tutup PT perorangan gimana",
            "pembubaran PT perseorangan prosedurnya apa",
            "how to close a PT perorangan",
            "PT perorangan sudah tidak jalan, cara bubarinnya gimana",
            "menutup PT perorangan secara resmi lewat mana",
            "dissolve PT perorangan gimana",
            "pernyataan pembubaran PT perorangan",
        ],
    ),
    intent(
        "ptp-vs",
        "ptp",
        "apa",
        None,
        [
            "apa bedanya PT perorangan dengan PT biasa",
            "PT perorangan vs PT biasa mending mana",
            "difference between PT perorangan and PT biasa",
            "PT perseorangan itu apa, beda sama CV?",
            "apa itu PT perorangan",
            "PT perorangan itu maksudnya gimana, bedanya sama PT umum",
            "what is a PT perorangan",
        ],
    ),
    intent(
        "ptb-akta",
        "ptb",
        "other",
        "pt-biasa-akta",
        [
            "PT biasa wajib akta notaris gak",
            "does a regular PT need a notarial deed",
            "PT persekutuan modal bisa tanpa notaris?",
            "pendirian PT 2 orang harus pake notaris?",
            "PT non perorangan perlu akta notaris kah",
            "bisa gak bikin PT biasa tanpa lewat notaris",
            "notary deed wajib untuk PT biasa?",
        ],
        follow=["harus pakai notaris juga?", "wajib akta notaris gak?"],
    ),
    intent(
        "ptb-biaya",
        "ptb",
        "biaya",
        None,
        [
            "PT biasa biayanya beda sama PT perorangan?",
            "how much does a regular PT cost to set up",
        ],
        x=[
            "pendirian PT biasa",
            "bikin PT persekutuan modal",
            "PT biasa",
            "PT dengan 2 pemegang saham",
        ],
    ),
    intent(
        "ptb-bubar",
        "ptb",
        "bubar",
        None,
        [
            "cara membubarkan PT biasa",
            "pembubaran PT persekutuan modal gimana prosedurnya",
            "how to dissolve a PT",
            "likuidasi PT (bukan perorangan) lewat ahu?",
            "PT kami mau ditutup, pemegang saham sudah setuju, langkahnya apa",
            "mau tutup PT biasa yang sudah vakum",
        ],
    ),
    intent(
        "yay-pendirian",
        "yay",
        "cara",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "bikin foundation di Indonesia gimana",
            "pendirian yayasan step by step",
            "mau bikin yayasan panti asuhan, prosesnya gimana",
            "yayasan didirikan lewat notaris terus apa lagi",
        ],
        x=["mendirikan yayasan", "bikin yayasan", "pendirian yayasan"],
    ),
    intent(
        "yay-biaya",
        "yay",
        "biaya",
        None,
        [
            "PNBP pengesahan yayasan",
            "how much to set up a foundation",
            "yayasan bayar ke negara berapa",
        ],
        x=["pendirian yayasan", "bikin yayasan", "pengesahan yayasan"],
    ),
    intent(
        "yay-bubar",
        "yay",
        "bubar",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan kami sudah tidak aktif, mau dibubarkan",
            "pembubaran yayasan prosedurnya",
            "how to close a foundation",
            "likuidasi yayasan gimana",
            "yayasan vakum bisa ditutup lewat ahu?",
        ],
    ),
    intent(
        "yay-ubah",
        "yay",
        "ubah",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan susunan pembina yayasan",
            "ketua yayasan meninggal, ganti pengurus gimana",
            "how to change the board of a yayasan",
            "update anggaran dasar yayasan prosedurnya",
            "ubah alamat yayasan di ahu",
        ],
    ),
    intent(
        "perk-bh",
        "perk",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan mau jadi badan hukum gimana",
            "how does an association become a legal entity",
            "komunitas kami mau berbadan hukum prosesnya gimana",
            "pengesahan perkumpulan lewat ahu caranya",
            "proses perkumpulan jadi legal entity",
            "ormas berbentuk perkumpulan mau disahkan, step nya gimana",
        ],
    ),
    intent(
        "perk-syarat",
        "perk",
        "syarat",
        None,
        [
            "requirement perkumpulan berbadan hukum",
            "perkumpulan minimal anggotanya berapa orang",
        ],
        x=["pengesahan perkumpulan", "perkumpulan berbadan hukum", "badan hukum perkumpulan"],
    ),
    intent(
        "cv-daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "CV sekarang register nya dimana",
            "where do I register a CV now",
            "CV masih ke pengadilan negeri atau sudah ke kementerian",
            "firma didaftarkan ke mana ya",
            "daftar CV di SABU?",
            "persekutuan komanditer didaftar dimana sekarang",
        ],
        x=["daftar CV", "pendaftaran firma", "register CV"],
    ),
    intent(
        "cv-biaya",
        "cv",
        "biaya",
        None,
        [
            "CV sama firma biayanya sama?",
            "how much is CV registration",
        ],
        x=["pendaftaran CV", "bikin CV", "daftar firma", "pendirian CV"],
    ),
    intent(
        "cv-bubar",
        "cv",
        "bubar",
        None,
        [
            "cara membubarkan CV",
            "mau tutup CV yang sudah tidak beroperasi",
            "pembubaran firma prosedurnya",
            "how to close a CV",
            "CV kami mau dibubarkan, lapor kemana",
            "pencatatan pembubaran CV di SABU",
        ],
    ),
    intent(
        "fid-daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "how to register a fiduciary security",
            "fidusia kendaraan didaftarkan gimana",
            "proses dapat sertifikat fidusia gimana",
            "leasing kami mau register fidusia, prosesnya apa",
            "input jaminan fidusia di sistem ahu caranya",
        ],
        x=["daftar fidusia", "pendaftaran jaminan fidusia", "register fidusia"],
    ),
    intent(
        "fid-roya",
        "fid",
        "other",
        None,
        [
            "cara roya fidusia",
            "hapus fidusia setelah kredit lunas",
            "how to remove a fiduciary registration",
            "penghapusan jaminan fidusia",
            "cancel fidusia gimana",
            "fidusia mobil lunas, mau dicoret",
            "roya fidusia lewat mana",
        ],
        follow=[
            "kalau sudah lunas hapusnya gimana?",
            "roya nya gimana?",
            "cara hapusnya gimana kalau udah lunas",
        ],
    ),
    intent(
        "fid-biaya",
        "fid",
        "biaya",
        None,
        [
            "PNBP fidusia dihitung dari nilai penjaminan?",
            "fidusia 50 juta bayar berapa",
        ],
        x=["pendaftaran fidusia", "daftar jaminan fidusia", "sertifikat fidusia"],
    ),
    intent(
        "fid-ubah",
        "fid",
        "ubah",
        None,
        [
            "cara ubah data sertifikat fidusia",
            "perubahan jaminan fidusia gimana",
            "nilai penjaminan fidusia salah, bisa direvisi?",
            "how to amend a fidusia registration",
            "ganti objek jaminan fidusia",
            "pernyataan perubahan fidusia",
        ],
    ),
    intent(
        "fid-lama",
        "fid",
        "lama",
        None,
        [
            "sertifikat fidusia terbit berapa lama",
            "fidusia langsung jadi atau nunggu",
        ],
        x=["pendaftaran fidusia", "daftar fidusia"],
    ),
    intent(
        "apo-apa",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "what is an apostille",
            "apostille itu apa sih",
            "definisi apostille",
            "apostille maksudnya apa",
            "apostille itu semacam cap ya? apa sebenarnya",
            "what does apostille mean",
        ],
    ),
    intent(
        "apo-biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille cost per document",
            "apostille per dokumen berapa",
            "apostille 2 ijazah bayar berapa",
            "harga apostille",
        ],
        x=["apostille", "apostille ijazah", "apostille akta kelahiran", "apostille satu dokumen"],
    ),
    intent(
        "apo-dokumen",
        "apo",
        "other",
        "apostille-dokumen",
        [
            "which documents can be apostilled",
            "ijazah bisa di apostille?",
            "akta cerai bisa apostille gak",
            "dokumen yang eligible untuk apostille apa saja",
            "can I apostille my marriage certificate",
            "SKCK eligible apostille?",
            "dokumen apa yg bisa diapostille di kementerian hukum",
            "surat dari notaris bisa diapostille?",
        ],
        follow=["dokumen apa aja yg bisa?", "ijazah bisa juga?"],
    ),
    intent(
        "apo-vs",
        "apo",
        "other",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi",
            "apostille vs legalisir kedutaan",
            "difference between apostille and legalization",
            "kalau negaranya bukan anggota apostille, pakai legalisasi?",
            "apostille sama legalisasi itu sama gak",
            "legalisasi masih perlu kalau sudah apostille?",
        ],
        follow=["bedanya sama legalisasi apa?", "itu sama gak dengan legalisir?"],
    ),
    intent(
        "apo-lama",
        "apo",
        "lama",
        None,
        [
            "apostille jadi berapa hari",
            "apostille selesai sehari bisa?",
        ],
        x=["apostille", "proses apostille", "apostille ijazah"],
    ),
    intent(
        "apo-cara",
        "apo",
        "cara",
        None,
        [
            "how to apply for apostille",
            "ajukan apostille lewat website apa",
            "apostille harus datang ke kantor atau online",
            "permohonan apostille gimana",
        ],
        x=["apostille", "mengajukan apostille", "permohonan apostille"],
    ),
    intent(
        "was-cari",
        "was",
        "cara",
        "wasiat-pencarian",
        [
            "how to check if my late father left a will",
            "cek apakah almarhum punya wasiat",
            "orang tua meninggal, mau tahu ada wasiat atau tidak",
            "search will of deceased Indonesia",
            "surat keterangan wasiat ngurusnya gimana",
            "cara tahu ada testamen atau tidak dari almarhumah",
            "permohonan keterangan wasiat untuk ahli waris",
        ],
    ),
    intent(
        "was-biaya",
        "was",
        "biaya",
        None,
        [
            "surat keterangan wasiat bayar gak",
            "PNBP SK wasiat",
        ],
        x=["surat keterangan wasiat", "cek wasiat", "pencarian wasiat"],
    ),
    intent(
        "kew-anak-usia",
        "kew",
        "other",
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan wajib memilih umur berapa",
            "at what age must a dual citizen child choose",
            "batas umur anak ganda pilih WNI",
            "anak kawin campur sampai usia berapa boleh punya 2 paspor",
            "anak saya dual citizenship, deadline milihnya kapan",
            "anak sudah 18 tahun masih boleh ganda?",
        ],
        follow=["batas umurnya sampai kapan?", "deadline umurnya berapa?"],
    ),
    intent(
        "kew-anak-cara",
        "kew",
        "cara",
        None,
        [
            "cara anak dwi kewarganegaraan menyatakan memilih WNI",
            "prosedur pernyataan memilih kewarganegaraan anak",
            "how does a dual citizen child declare Indonesian citizenship",
            "anak ganda mau pilih WNI, daftarnya kemana",
            "pernyataan memilih WNI anak kawin campur gimana",
            "anak ganda milih WNI diurus dimana",
        ],
    ),
    intent(
        "kew-natur",
        "natur",
        "syarat",
        None,
        [
            "naturalization requirements Indonesia",
            "WNA mau jadi WNI butuh apa",
            "syarat pewarganegaraan",
            "suami WNA mau ganti kewarganegaraan Indonesia, dokumen apa",
        ],
        x=["naturalisasi", "pewarganegaraan", "permohonan jadi WNI"],
    ),
    intent(
        "akun-login",
        "akun",
        "other",
        None,
        [
            "forgot password AHU online",
            "cannot login to AHU",
            "lupa kata sandi akun ahu",
            "reset password ahu gimana",
            "akun AHU locked",
            "tidak bisa masuk akun ahu, password benar",
            "email reset password ahu gak masuk",
            "login error terus di ahu online",
        ],
    ),
    intent(
        "vou-bayar",
        "vou",
        "cara",
        None,
        [
            "cara bayar voucher PNBP",
            "how to pay the AHU voucher",
            "kode billing bayar lewat m-banking bisa?",
            "voucher bayarnya di mana aja",
            "bayar PNBP ahu pakai QRIS bisa?",
            "pembayaran voucher lewat teller bank apa",
        ],
        follow=["bayarnya lewat mana aja?", "payment nya gimana?"],
    ),
]

HARD_INTERNAL = [
    intent(
        "int-jml-ptp",
        "i-ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} {bln_en} {tahun}",
            "berapa PT perorangan baru di {prov} bulan {bulan} {tahun}",
            "breakdown PT perorangan per provinsi bulan lalu",
            "total registrasi PT perseorangan tahun {tahun}",
            "jumlah PT perorangan {prov} {tahun} berapa",
            "count PT perorangan nasional {bln_en} {tahun}",
            "PT perorangan yang masuk minggu ini ada berapa",
            "tolong tarik angka PT perorangan {prov} bulan {bulan}",
        ],
        follow=[
            "kalau {prov}?",
            "{prov} berapa?",
            "tahun lalu berapa?",
            "kalau bulan {bulan}?",
            "and last year?",
            "dan tahun sebelumnya?",
            "how about {prov}?",
            "yang {tahun}?",
        ],
        surface="internal",
    ),
    intent(
        "int-rank-ptp",
        "i-ptp",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {top} provinsi PT perorangan {tahun}",
            "provinsi mana paling banyak PT perorangan tahun {tahun}",
            "ranking provinsi by PT perorangan registrations {tahun}",
            "urutkan provinsi dari PT perorangan terbanyak bulan {bulan}",
            "which provinces registered the most PT perorangan in {tahun}",
            "provinsi dengan PT perorangan paling sedikit {tahun}",
        ],
        follow=[
            "kalau tahun {tahun}?",
            "yang 10 besar?",
            "kalau bulan {bulan} aja?",
            "bottom 5 nya?",
            "and in {tahun}?",
        ],
        surface="internal",
    ),
    intent(
        "int-fid-kanwil",
        "i-fid",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana aja fidusia > {n} bulan {bulan}",
            "kantor wilayah dengan pendaftaran fidusia di atas {n} pada {bln_en} {tahun}",
            "list kanwil fidusia lebih dari {n} tahun {tahun}",
            "which regional offices recorded more than {n} fidusia in {bln_en}",
            "kanwil yang fidusianya tembus {n} bulan lalu siapa aja",
        ],
        follow=["kalau threshold {n}?", "bulan {bulan} gimana?", "kalau di atas {n}?"],
        surface="internal",
    ),
    intent(
        "int-jml-fid",
        "i-fid",
        "count",
        None,
        [
            "berapa fidusia terdaftar di {prov} bulan {bulan}",
            "how many fidusia registrations in {bln_en} {tahun}",
            "total sertifikat fidusia terbit {tahun}",
            "jumlah pendaftaran fidusia {prov} {tahun}",
            "angka fidusia nasional minggu lalu",
        ],
        follow=["kalau {prov}?", "bulan sebelumnya?", "last year?"],
        surface="internal",
    ),
    intent(
        "int-rank-fid",
        "i-fid",
        "rank",
        None,
        [
            "provinsi mana paling banyak fidusia tahun {tahun}",
            "top {top} provinsi by fidusia volume {tahun}",
            "ranking kanwil berdasarkan jumlah fidusia bulan {bulan}",
            "urutan provinsi pendaftaran fidusia terbanyak {bln_en} {tahun}",
        ],
        follow=["kalau tahun {tahun}?", "yang 10 besar?"],
        surface="internal",
    ),
    intent(
        "int-ptp-ambang",
        "i-ptp",
        "threshold",
        None,
        [
            "provinsi mana aja yang PT perorangannya di atas {n} tahun {tahun}",
            "kanwil dengan PT perorangan lebih dari {n} bulan {bulan}",
            "list provinces with more than {n} PT perorangan in {tahun}",
            "daerah yang PT perorangannya tembus {n} bulan lalu",
        ],
        follow=["kalau batasnya {n}?", "kalau tahun {tahun}?"],
        surface="internal",
    ),
    intent(
        "int-banding-ptp",
        "i-ptp",
        "compare",
        None,
        [
            "YoY growth PT perorangan {prov} {tahun}",
            "PT perorangan {tahun} vs {tahun2} naik berapa persen",
            "bandingkan PT perorangan bulan {bulan} dengan bulan sebelumnya",
            "pertumbuhan registrasi PT perorangan di {prov} dibanding tahun lalu",
            "selisih PT perorangan Q1 {tahun} dan Q1 {tahun2}",
        ],
        follow=["kalau {prov}?", "dibanding {tahun}?", "how about {prov}?"],
        surface="internal",
    ),
]

NONE_HARD = [
    "thanks",
    "ok noted",
    "thank you min",
    "noted, makasih",
    "sip",
    "hello",
    "hi admin",
    "makasih kak",
    "ok",
    "siap",
    "mantap",
    "oke thanks",
    "great, thanks",
    "👍",
    "halo",
    "good morning",
    "ok clear",
    "terima kasih",
    "sudah paham kak",
    "alright",
    "siap, thx",
    "pagi",
    "test",
    "okay",
    "thank u",
    "sip mantap",
    "ok min",
    "noted",
]

# --------------------------------------------------------------------------------------------
# Week builder
# --------------------------------------------------------------------------------------------

HOUR_W_PUBLIC = [1, 0.6, 0.4, 0.3, 0.4, 1, 2.5, 5, 9, 11, 11, 10, 8, 9, 10, 9, 8, 6, 5, 6, 6, 5, 3]
HOUR_W_INTERNAL = [0, 0, 0, 0, 0, 0, 0, 1, 6, 10, 10, 8, 4, 8, 9, 8, 6, 2, 1, 0.5, 0.5, 0, 0]
DAY_W_PUBLIC = [1.15, 1.1, 1.05, 1.0, 0.95, 0.6, 0.5]
DAY_W_INTERNAL = [1, 1, 1, 1, 1, 0.08, 0.04]


LEADS = {"apo-dokumen", "apo-vs", "ptb-akta", "kew-anak-usia", "vou-masalah"}


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (r**s) for r in range(1, n + 1)]


class Week:
    def __init__(self, rng, public, internal, nones, follow, opts):
        self.rng = rng
        self.public = public
        self.internal = internal
        self.nones = nones
        self.follow = follow
        self.o = opts
        self.pub_w = zipf_weights(len(public), opts["zipf_s"])
        self.int_w = zipf_weights(len(internal), opts["zipf_int"])
        self.by_service: dict[str, list[dict]] = {}
        for it in public:
            self.by_service.setdefault(it["service"], []).append(it)
        self.typos = 0
        self.used_sessions: set[str] = set()

    # ---- phrasing choice
    def pool(self, it):
        tmpl = {"biaya": T_BIAYA, "syarat": T_SYARAT, "lama": T_LAMA, "cara": T_CARA}
        gen = []
        if it["x"]:
            for t in tmpl[it["facet"]]:
                for x in it["x"]:
                    gen.append(t.replace("{x}", x))
        return it["phrasings"], gen

    def phrase(self, it):
        spec, gen = self.pool(it)
        if gen and self.rng.random() < 0.55:
            return self.rng.choice(gen)
        return self.rng.choice(spec)

    def can_lead(self, it):
        # a facet follow-up ("biayanya berapa?") reads as being about the service itself only
        # after a question about the service, not after one about changing or closing it
        return it["facet"] in ("syarat", "biaya", "lama", "cara", "apa") or it["id"] in LEADS

    def follow_phrases(self, it):
        if it["follow"]:
            return it["follow"]
        return self.follow.get(it["facet"])

    # ---- noise
    def noisy_public(self, text, first, details_p):
        rng = self.rng
        if rng.random() < details_p:
            d = personal_details(rng)
            text = f"{text}, {d}" if rng.random() < 0.7 else f"{d}. {text}"
        level = rng.choice([0, 0, 0.25, 0.5, 0.8, 1.0])
        text = chat_spell(rng, text, level)
        if first and rng.random() < self.o["greet_p"]:
            g = rng.choice(GREETINGS_EN) if rng.random() < self.o["en_noise"] else None
            g = g or rng.choice(GREETINGS)
            text = f"{g}{rng.choice([', ', ' ', ' ', '.. ', ' - '])}{text}"
        if rng.random() < self.o["close_p"]:
            c = rng.choice(CLOSINGS_EN) if rng.random() < self.o["en_noise"] else None
            c = c or rng.choice(CLOSINGS)
            text = f"{text.rstrip(' ?.')}{rng.choice([' ', ' ', ', ', '? '])}{c}"
        return self.finish(text, question=True)

    def noisy_internal(self, text):
        rng = self.rng
        level = rng.choice([0, 0, 0, 0.3, 0.6])
        text = chat_spell(rng, text, level)
        if rng.random() < 0.08:
            text = f"{rng.choice(['tolong', 'cek', 'mohon', 'bisa bantu', 'pls'])} {text}"
        return self.finish(text, question=True)

    def noisy_none(self, text):
        rng = self.rng
        text = chat_spell(rng, text, rng.choice([0, 0.5]))
        return self.finish(text, question=False)

    def finish(self, text, question):
        rng = self.rng
        text = tidy(text)
        text = set_case(rng, text)
        if rng.random() < self.o["typo_p"]:
            new = make_typo(rng, text)
            if rng.random() < 0.15:
                new = make_typo(rng, new)
            if new != text:
                self.typos += 1
            text = new
        text = end_punct(rng, text, question)
        if rng.random() < 0.09:
            text = repeat_letters(rng, text)
        return tidy(text)

    # ---- sessions
    def sid(self):
        while True:
            s = f"s-{self.rng.getrandbits(48):012x}"
            if s not in self.used_sessions:
                self.used_sessions.add(s)
                return s

    def public_session(self):
        rng = self.rng
        n_q = rng.choices([1, 2, 3, 4], weights=[66, 24, 8, 2])[0]
        it = rng.choices(self.public, weights=self.pub_w)[0]
        lines = []
        first = True
        prev_text = ""
        for k in range(n_q):
            if k > 0:
                r = rng.random()
                same = [
                    o
                    for o in self.by_service[it["service"]]
                    if o is not it and self.follow_phrases(o)
                ]
                if r < 0.55 and same and self.can_lead(it):
                    it = rng.choice(same)
                    q = rng.choice(self.follow_phrases(it))
                    lines.append(self.q_line(it, self.finish(q, question=True)))
                    continue
                if r < 0.70:  # rephrases the same question, the first answer did not help
                    if lines and "feedback" not in lines[-1] and rng.random() < 0.6:
                        lines[-1]["feedback"] = "down"
                else:
                    it = rng.choices(self.public, weights=self.pub_w)[0]
            details_p = 0.3 if it["service"] in ("akun", "vou") else self.o["details_p"]
            text = self.phrase(it)
            for _ in range(5):
                if not lines or text != prev_text:
                    break
                text = self.phrase(it)
            prev_text = text
            ctx = CONTEXT.get(it["service"])
            if ctx and rng.random() < self.o["context_p"]:
                text = f"{rng.choice(ctx)} {text}"
            lines.append(self.q_line(it, self.noisy_public(text, first, details_p)))
            first = False
        return lines

    def q_line(self, it, question):
        d = {"question": question, "surface": it["surface"], "label": it["id"]}
        if self.rng.random() < self.o["feedback_p"]:
            d["feedback"] = "up" if self.rng.random() < 0.62 else "down"
        return d

    def internal_session(self):
        rng = self.rng
        n_q = rng.choices([1, 2, 3, 4, 5], weights=[25, 30, 25, 12, 8])[0]
        it = rng.choices(self.internal, weights=self.int_w)[0]
        lines = []
        for k in range(n_q):
            if k > 0 and rng.random() < 0.78 and it["follow"]:
                q = fill(rng, rng.choice(it["follow"]))
            else:
                if k > 0:
                    it = rng.choices(self.internal, weights=self.int_w)[0]
                q = fill(rng, rng.choice(it["phrasings"]))
            lines.append(self.q_line(it, self.noisy_internal(q)))
        return lines

    def none_line(self):
        return {
            "question": self.noisy_none(self.rng.choice(self.nones)),
            "surface": "public",
            "label": "none",
        }

    def build(self, start: dt.date):
        rng = self.rng
        n_int = round(N_LINES * self.o["internal_share"])
        n_none = round(N_LINES * self.o["none_share"])
        n_pub = N_LINES - n_int - n_none
        sessions = []  # (surface, [lines])
        count = 0
        while count < n_pub:
            lines = self.public_session()[: n_pub - count]
            count += len(lines)
            sessions.append(("public", lines))
        count = 0
        while count < n_int:
            lines = self.internal_session()[: n_int - count]
            count += len(lines)
            sessions.append(("internal", lines))
        pub_idx = [i for i, s in enumerate(sessions) if s[0] == "public"]
        for _ in range(n_none):
            r = rng.random()
            if r < 0.35:
                sessions.append(("public", [self.none_line()]))
            elif r < 0.6:
                sessions[rng.choice(pub_idx)][1].insert(0, self.none_line())
            else:
                sessions[rng.choice(pub_idx)][1].append(self.none_line())
        out = []
        for surface, lines in sessions:
            sid = self.sid()
            hw = HOUR_W_INTERNAL if surface == "internal" else HOUR_W_PUBLIC
            dw = DAY_W_INTERNAL if surface == "internal" else DAY_W_PUBLIC
            day = rng.choices(range(7), weights=dw)[0]
            hour = rng.choices(range(23), weights=hw)[0]
            t = dt.datetime(start.year, start.month, start.day, tzinfo=TZ) + dt.timedelta(
                days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
            )
            for line in lines:
                row = {
                    "at": t.isoformat(),
                    "session": sid,
                    "question": line["question"],
                    "surface": surface,
                }
                if "feedback" in line:
                    row["feedback"] = line["feedback"]
                row["label"] = line["label"]
                out.append((t, sid, row))
                gap = rng.randint(25, 200) if surface == "internal" else rng.randint(15, 300)
                t = t + dt.timedelta(seconds=gap)
        out.sort(key=lambda r: (r[0], r[1]))
        end = dt.datetime(start.year, start.month, start.day, tzinfo=TZ) + dt.timedelta(days=7)
        assert all(r[0] < end for r in out)
        return [r[2] for r in out]


def truth(public, internal):
    covered = {}
    for it in [*public, *internal]:
        covered[it["id"]] = it["covered"]
    return {"set": GOLDEN_SET, "covered": covered}


def write_week(out: Path, name: str, rows, tr):
    used = {r["label"] for r in rows} - {"none"}
    assert used == set(tr["covered"]), sorted(used ^ set(tr["covered"]))
    n_cov = sum(1 for v in tr["covered"].values() if v)
    assert 3 * n_cov >= len(tr["covered"])
    with (out / f"uniform-{name}.jsonl").open("w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with (out / f"uniform-{name}.truth.json").open("w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(tr, ensure_ascii=False, indent=2) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks")
    ap.add_argument("--stats", action="store_true", help="print line, intent and noise counts")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    typical = Week(
        random.Random(SEED),
        TYPICAL_PUBLIC,
        TYPICAL_INTERNAL,
        NONE_TYPICAL,
        FOLLOW_TYPICAL,
        {
            "zipf_s": 1.0,
            "zipf_int": 0.9,
            "internal_share": 0.08,
            "none_share": 0.04,
            "typo_p": 0.30,
            "greet_p": 0.28,
            "close_p": 0.2,
            "details_p": 0.06,
            "context_p": 0.12,
            "feedback_p": 0.09,
            "en_noise": 0.03,
        },
    )
    hard = Week(
        random.Random(SEED + 1),
        HARD_PUBLIC,
        HARD_INTERNAL,
        NONE_HARD,
        FOLLOW_HARD,
        {
            "zipf_s": 0.75,
            "zipf_int": 0.7,
            "internal_share": 0.082,
            "none_share": 0.038,
            "typo_p": 0.25,
            "greet_p": 0.22,
            "close_p": 0.18,
            "details_p": 0.06,
            "context_p": 0.1,
            "feedback_p": 0.09,
            "en_noise": 0.35,
        },
    )
    for name, week, start in (
        ("typical", typical, dt.date(2027, 4, 5)),
        ("hard", hard, dt.date(2027, 4, 12)),
    ):
        rows = week.build(start)
        tr = truth(week.public, week.internal)
        write_week(out, name, rows, tr)
        if args.stats:
            n = len(rows)
            n_int = sum(r["surface"] == "internal" for r in rows)
            n_none = sum(r["label"] == "none" for r in rows)
            n_cov = sum(1 for v in tr["covered"].values() if v)
            print(
                f"{name}: lines={n} intents={len(tr['covered'])} covered={n_cov} "
                f"internal={n_int / n:.1%} typos={week.typos / n:.1%} none={n_none / n:.1%} "
                f"feedback={sum('feedback' in r for r in rows)}"
            )


if __name__ == "__main__":
    main()
