"""The word tables of the grouping rule (docs/design.md §14.3): how people type Indonesian.

Small on purpose, and every entry is a word, never a phrase: a greeting or a
thanks is removed wherever it stands, so "halo kak, syarat PT apa ya? makasih"
and "syarat PT?" reduce to the same words. Affixes are the stemmer's
(PySastrawi), not ours; typos are corrected against the words the traffic
itself uses most (``_normalise``).
"""

from __future__ import annotations


def _words(*parts: str) -> frozenset[str]:
    """A table written as space-separated words."""
    return frozenset(" ".join(parts).split())


CHAT: dict[str, str] = {
    # services and their words as chat shortens them
    "jf": "fidusia",
    "yys": "yayasan",
    "pw": "password",
    "pwd": "password",
    "req": "requirement",
    "reqs": "requirements",
    "gimana": "bagaimana",
    "gmn": "bagaimana",
    "gmna": "bagaimana",
    "bgmn": "bagaimana",
    "brp": "berapa",
    "brapa": "berapa",
    "brpa": "berapa",
    "knp": "kenapa",
    "kpn": "kapan",
    "dmn": "dimana",
    "dmana": "dimana",
    "yg": "yang",
    "utk": "untuk",
    "untk": "untuk",
    "dgn": "dengan",
    "dg": "dengan",
    "dr": "dari",
    "lwt": "lewat",
    # the PT perorangan as chat shortens it
    "perorgn": "perorangan",
    "perorg": "perorangan",
    "perseorgn": "perseorangan",
    "sm": "sama",
    "tdk": "tidak",
    "ga": "tidak",
    "gak": "tidak",
    "gk": "tidak",
    "nggak": "tidak",
    "ngga": "tidak",
    "blm": "belum",
    "udh": "sudah",
    "udah": "sudah",
    "sdh": "sudah",
    "aja": "saja",
    "aj": "saja",
    "klo": "kalau",
    "kl": "kalau",
    "kalo": "kalau",
    "krn": "karena",
    "jd": "jadi",
    "tp": "tapi",
    "sy": "saya",
    "bs": "bisa",
    "bsa": "bisa",
    "hrs": "harus",
    "dpt": "dapat",
    "lg": "lagi",
    "org": "orang",
    "thn": "tahun",
    "bln": "bulan",
    "skrg": "sekarang",
    "skr": "sekarang",
    "tau": "tahu",
    "didaftarin": "didaftarkan",
    "ninggalin": "meninggalkan",
    "kmn": "kemana",
}
"""Chat spellings → the word written out: what a key reads (through :data:`INFORMAL`) and what
a draft's question shows (``_tidy``)."""

INFORMAL: dict[str, str] = {
    **CHAT,
    # question words and their chat spellings (dropped after as stop words,
    # mapped first so a misspelt one is recognised as one)
    "bagaimanakah": "bagaimana",
    "apakah": "apa",
    "apaan": "apa",
    "tuh": "itu",
    # function words
    "enggak": "tidak",
    "engga": "tidak",
    "tak": "tidak",
    "trs": "terus",
    "gw": "saya",
    "gue": "saya",
    "aku": "saya",
    "mo": "mau",
    "pengen": "ingin",
    "pingin": "ingin",
    "th": "tahun",
    "hr": "hari",
    "ngurus": "mengurus",
    "ngurusin": "mengurus",
    "urusin": "mengurus",
    "daftarin": "mendaftarkan",
    "ngedaftar": "mendaftar",
    # in this domain, making a PT, a CV, a foundation or a will is founding it
    "bikin": "mendirikan",
    "bkin": "mendirikan",
    "bikinin": "mendirikan",
    "buat": "mendirikan",
    "membuat": "mendirikan",
    "pembuatan": "pendirian",
    "dok": "dokumen",
    "dokumn": "dokumen",
    "persyaratannya": "persyaratan",
    "syaratnya": "syarat",
    "biayanya": "biaya",
    "caranya": "cara",
    # what an answer is about, said two ways
    "prosedur": "cara",
    "langkah": "cara",
    "tahapan": "cara",
    "hari": "lama",
    "durasi": "lama",
    "ongkos": "biaya",
    "tarif": "biaya",
    "harga": "biaya",
    "pnbp": "biaya",
    "perseroan": "pt",
    "umur": "usia",
    "registrasi": "daftar",
    "register": "daftar",
    "sandi": "password",
    "pass": "password",
    "ol": "online",
    "onlen": "online",
    "daring": "online",
    # the same service or thing under another name
    "pewarganegaraan": "naturalisasi",
    "dwi": "ganda",
    "roya": "hapus",
    "meninggal": "almarhum",
    "wafat": "almarhum",
    "mendiang": "almarhum",
    "almarhumah": "almarhum",
    "alm": "almarhum",
    "cek": "tahu",
    "mengecek": "tahu",
    "periksa": "tahu",
    "mengetahui": "tahu",
    "bedanya": "beda",
    "perbedaan": "beda",
    "kanwil": "kanwil",
    "dibikin": "didirikan",
    "dibutuhin": "dibutuhkan",
    "disiapin": "disiapkan",
    "siapin": "disiapkan",
    "duit": "biaya",
    "uang": "biaya",
    "diperluin": "diperlukan",
    "berapaan": "biaya",
    "byr": "bayar",
    "iuran": "biaya",
    "retribusi": "biaya",
    "estimasi": "lama",
    "alur": "cara",
    "mekanisme": "cara",
    "tutorial": "cara",
    "pindah": "ubah",
    "nonaktifkan": "hapus",
    "legalisir": "legalisasi",
    "dilegalisir": "legalisasi",
    "testamen": "wasiat",
    "perusahaan": "pt",
    "kemarin": "lalu",
    "kmrn": "lalu",
    "tertinggi": "terbanyak",
    "satu": "1",
    "dua": "2",
    "tiga": "3",
    "empat": "4",
    "lima": "5",
    "sepuluh": "10",
}
"""Informal, abbreviated or chat spellings → the standard word (before stemming)."""

ENGLISH: dict[str, str] = {
    "how": "bagaimana",
    "what": "apa",
    "who": "siapa",
    "where": "dimana",
    "which": "mana",
    "when": "kapan",
    "register": "daftar",
    "registration": "daftar",
    "registering": "daftar",
    "requirement": "syarat",
    "requirements": "syarat",
    "document": "dokumen",
    "documents": "dokumen",
    "fee": "biaya",
    "fees": "biaya",
    "cost": "biaya",
    "costs": "biaya",
    "price": "biaya",
    "pay": "bayar",
    "change": "ubah",
    "update": "ubah",
    "edit": "ubah",
    "cancel": "hapus",
    "delete": "hapus",
    "remove": "hapus",
    "company": "pt",
    "foundation": "yayasan",
    "association": "perkumpulan",
    "will": "wasiat",
    "testament": "wasiat",
    "deceased": "almarhum",
    "search": "cari",
    "unlock": "buka",
    "locked": "kunci",
    "find": "cari",
    "must": "harus",
    "check": "tahu",
    "citizenship": "kewarganegaraan",
    "dual": "ganda",
    "child": "anak",
    "children": "anak",
    "age": "usia",
    "naturalization": "naturalisasi",
    "naturalisation": "naturalisasi",
    "forgot": "lupa",
    "forget": "lupa",
    "account": "akun",
    "notary": "notaris",
    "deed": "akta",
    "legalization": "legalisasi",
    "legalisation": "legalisasi",
    "apostilled": "apostille",
    "apostile": "apostille",
    "difference": "beda",
    "different": "beda",
    "setup": "mendirikan",
    "establish": "mendirikan",
    "establishing": "mendirikan",
    "individual": "perorangan",
    "regular": "biasa",
    "ordinary": "biasa",
    "application": "permohonan",
    "request": "permohonan",
    "requests": "permohonan",
    "apply": "permohonan",
    "month": "bulan",
    "year": "tahun",
    "week": "minggu",
    "last": "lalu",
    "province": "provinsi",
    "provinces": "provinsi",
    "total": "jumlah",
    "number": "jumlah",
    "count": "jumlah",
    "lost": "hilang",
    "name": "nama",
    "need": "perlu",
    "needed": "perlu",
    "required": "perlu",
    "long": "lama",
    "take": "lama",
    "step": "cara",
    "steps": "cara",
    "procedure": "cara",
    "process": "cara",
    "charge": "biaya",
    "payment": "bayar",
    "free": "gratis",
    "expensive": "mahal",
    "fiduciary": "fidusia",
    "fiducia": "fidusia",
    "legalize": "legalisasi",
    "legalise": "legalisasi",
    "legalized": "legalisasi",
    "nationality": "kewarganegaraan",
    "naturalize": "naturalisasi",
    "naturalise": "naturalisasi",
    "incorporate": "mendirikan",
    "incorporation": "mendirikan",
    "establishment": "pendirian",
    "create": "mendirikan",
    "make": "mendirikan",
    "reserve": "pesan",
    "reservation": "pesan",
    "amendment": "ubah",
    "dissolve": "bubar",
    "dissolution": "bubar",
    "certificate": "sertifikat",
    "office": "kantor",
    "ministry": "kementerian",
    "done": "selesai",
    "days": "hari",
    "top": "terbanyak",
    "most": "terbanyak",
    "day": "hari",
    "weeks": "minggu",
}
"""English words users mix in → the Indonesian word the tables and the items use."""
INFORMAL.update({k: v for k, v in ENGLISH.items() if k not in INFORMAL})

FILLER: frozenset[str] = _words(
    # greetings and forms of address around a question
    "halo hallo hello helo hai hi hey pagi siang sore malam selamat assalamualaikum "
    "assalamu alaikum salam permisi min mimin admin kak kakak gan sis bro om pak bu bapak "
    "ibu mas mbak mba bang tante "
    # thanks and politeness
    "terima kasih makasih makasi trims thanks thank thx tq tks maaf mohon tolong "
    "minta info informasi nanya tanya bertanya izin "
    # chat particles
    "dong donk ya yah ya2 yaa deh sih nih nah kah lah toh kok loh lho wkwk hehe "
    "ok oke okay okey okeh sip siap mantap mantul noted bnyk byk bgt banget infonya "
    "sukses good nice great thank you thanks pls plz plis",
)
"""Greetings, thanks and particles: never what a question asks."""

STOP: frozenset[str] = _words(
    # question words: what is asked is in the words they introduce
    "apa bagaimana berapa kapan dimana mana siapa kenapa mengapa gimana kemana "
    # pronouns and function words
    "saya kami kita anda kamu dia mereka yang dan di ke dari untuk dengan ini itu "
    "atau juga sudah akan sedang masih ada adalah ialah yaitu pada dalam oleh "
    "bisa dapat boleh mau ingin perlu harus saja kalau karena jadi tapi terus "
    "sama seperti agar supaya bila jika apabila lagi sekarang nya si para "
    "tersebut bagi secara sebagai tentang mengenai soal punya hal sampai batas banyak baik butuh catat per tiap setiap setelah sesudah telah kena "
    # how a question is asked, not what: "bagaimana" and "cara" ask the same
    "cara proses lewat melalui via "
    "kah pun mohon "
    # English function words, for questions typed half in English
    "is are was the a an to for of do does did can could i my me we our you your it its "
    "in on at with and or by be this that there about from please much want would should "
    "after before many same",
)
"""Function words dropped from a question's key. Negations (``tidak``, ``belum``,
``bukan``) are kept: "wajib notaris" and "tidak wajib notaris" ask different things."""

SAME_STEM: dict[str, str] = {
    "diri": "daftar",
    "urus": "daftar",
    "cari": "tahu",
    # Recorded in a register is registered ("CV dicatat di mana", "fidusia tercatat").
    "catat": "daftar",
    "individu": "orang",
}
"""Stems that ask the same thing in this domain: founding a PT, a CV, a foundation is
registering it with AHU ("syarat pendirian PT" / "syarat daftar PT" / "requirements to
register a PT"; "pengurusan fidusia" is its registration)."""

DETAIL_LABELS: frozenset[str] = _words(
    "nik npwp no nomor nomer hp telp telepon tlp wa whatsapp email surel ktp hubungi kontak"
)
"""Words that introduce a personal detail ("NIK saya <NIK>"): dropped from the key of a
question that held one, so a detail given in passing does not change what is asked."""
