"""Generate fern's two held-out weeks of labelled AHU chatbot traffic.

Stdlib only, seeded: `python3 bench/weeks/fern_week.py --out bench/weeks` writes
fern-typical.jsonl, fern-hard.jsonl and their .truth.json files, byte-identically on every run.
Every phrasing below was written by hand; the script only samples them and adds noise.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import re
from pathlib import Path

SEED = 73102901
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
N_LINES = 3000
TZ = dt.timezone(dt.timedelta(hours=7))

# ---------------------------------------------------------------------------
# Public intents: id -> {"typ": [...], "hard": [...]}
# ---------------------------------------------------------------------------
PUBLIC: dict[str, dict[str, list[str]]] = {
    "akun-lupa-password": {
        "typ": [
            "lupa password akun AHU online gimana ya",
            "cara reset kata sandi akun ahu",
            "saya lupa password, gak bisa login ke ahu online",
            "tidak bisa masuk akun karena lupa kata sandi, bagaimana solusinya",
            "gimana cara ganti password yang lupa di ahu",
            "mau login tapi lupa passwordnya",
            "reset password akun ahu online gimana caranya",
            "lupa kata sandi ahu, tolong dibantu",
        ],
        "hard": [
            "forgot password AHU online, how to reset?",
            "kata sandi saya hilang, gimana biar bisa masuk lagi",
            "can't login, lupa pw nya",
            "pulihkan akses akun AHU yang passwordnya lupa",
            "pw lupa, gimana recover akun ahu",
            "cara bikin password baru kalau yang lama lupa",
            "reset sandi akun ahu online step by step",
            "i forgot my ahu password, what should i do",
        ],
    },
    "pt-perorangan-syarat": {
        "typ": [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan, persyaratannya apa",
            "syarat pendirian pt perorangan",
            "untuk daftar PT perorangan harus punya apa saja",
            "PT perorangan syaratnya apa ya kak",
            "ketentuan untuk bisa mendirikan PT perorangan apa saja",
        ],
        "hard": [
            "requirements PT perorangan apa aja?",
            "apa yang perlu disiapkan kalau mau bikin PT perorangan",
            "dokumen apa yang harus disiapin buat PT perorangan",
            "siapa saja yang boleh dirikan PT perorangan, ada batas umur gak",
            "what do I need to set up a PT perorangan",
            "kriteria pendiri PT perorangan apa",
            "PT perorangan: persyaratan pendirinya gimana",
            "modal sama KTP aja cukup gak buat PT perorangan?",
        ],
    },
    "pt-perorangan-biaya": {
        "typ": [
            "biaya daftar PT perorangan berapa?",
            "berapa biaya pendirian PT perorangan",
            "bikin PT perorangan bayar berapa",
            "PNBP PT perorangan berapa ya",
            "biaya buat PT perorangan di ahu online",
            "pendaftaran pt perorangan gratis atau bayar?",
        ],
        "hard": [
            "ongkos bikin PT perorangan berapa",
            "tarif PNBP pendirian PT perorangan",
            "how much is the fee for PT perorangan?",
            "PT perorangan bayar berapa ke negara",
            "total cost PT perorangan sampai jadi",
            "harga pendaftaran PT perorangan berapa sih",
            "fee pernyataan pendirian PT perorangan",
        ],
    },
    "pt-perorangan-lama": {
        "hard": [
            "berapa lama PT perorangan jadi",
            "PT perorangan prosesnya berapa hari",
            "how long to set up PT perorangan",
            "sertifikat PT perorangan keluar kapan setelah daftar",
            "PT perorangan bisa selesai hari itu juga gak",
        ],
    },
    "pt-perorangan-cara-daftar": {
        "hard": [
            "cara daftar PT perorangan online",
            "how to register PT perorangan",
            "alur pengisian pernyataan pendirian PT perorangan",
            "PT perorangan didaftar lewat mana",
            "langkah-langkah input PT perorangan di ahu",
        ],
    },
    "pt-perorangan-apa-itu": {
        "hard": [
            "beda PT perorangan dan PT biasa apa",
            "PT perorangan itu apa sih",
            "difference between PT perorangan and regular PT",
            "PT perorangan maksudnya gimana, satu orang doang?",
            "PT perorangan vs PT persekutuan modal bedanya",
        ],
    },
    "pt-perorangan-ubah-data": {
        "typ": [
            "cara mengubah data PT perorangan",
            "mau ganti alamat PT perorangan gimana",
            "perubahan pernyataan PT perorangan",
            "ubah modal PT perorangan caranya",
            "edit KBLI PT perorangan gimana",
        ],
        "hard": [
            "how to change data PT perorangan",
            "revisi alamat PT perorangan di ahu",
            "update modal PT perorangan",
            "pernyataan perubahan PT perorangan langkahnya",
            "ganti nama PT perorangan bisa?",
        ],
    },
    "pt-perorangan-bubar": {
        "typ": [
            "cara membubarkan PT perorangan",
            "mau tutup PT perorangan gimana",
            "pembubaran PT perorangan prosedurnya",
            "PT perorangan saya sudah tidak jalan, cara bubarin",
        ],
        "hard": [
            "how to dissolve PT perorangan",
            "tutup usaha PT perorangan di ahu caranya",
            "cabut status PT perorangan",
            "closing PT perorangan, langkahnya apa",
        ],
    },
    "pt-biasa-perlu-notaris": {
        "typ": [
            "apakah pendirian PT biasa perlu akta notaris?",
            "PT biasa harus pakai notaris gak",
            "bikin PT biasa wajib akta notaris?",
            "PT umum bisa tanpa notaris gak",
            "pendirian PT persekutuan modal pakai akta notaris?",
        ],
        "hard": [
            "does a regular PT need a notary deed?",
            "PT non perorangan bisa bikin sendiri tanpa notaris?",
            "PT 2 orang harus lewat notaris ya",
            "akta pendirian PT biasa wajib dibuat notaris gak",
            "notary mandatory gak buat PT biasa",
        ],
    },
    "pt-biasa-syarat": {
        "hard": [
            "syarat mendirikan PT biasa apa aja",
            "requirements PT biasa (bukan perorangan)",
            "apa yang perlu disiapin buat PT dengan 2 pemegang saham",
            "persyaratan PT persekutuan modal",
            "dokumen PT biasa apa saja",
        ],
    },
    "fidusia-cara-daftar": {
        "typ": [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia online",
            "langkah pendaftaran jaminan fidusia gimana",
            "daftar fidusia lewat mana ya",
            "prosedur pendaftaran fidusia di ahu",
            "mau daftarin fidusia kendaraan, caranya gimana",
        ],
        "hard": [
            "how to register jaminan fidusia?",
            "alur input fidusia di sistem ahu gimana",
            "step pendaftaran fiducia online",
            "mendaftarkan objek jaminan fidusia prosesnya kayak apa",
            "fidusia didaftarin lewat notaris atau bisa sendiri? caranya?",
            "tata cara registrasi fidusia",
        ],
    },
    "fidusia-biaya": {
        "hard": [
            "biaya daftar fidusia berapa",
            "tarif PNBP fidusia",
            "fiduciary registration fee?",
            "ongkos fidusia untuk nilai penjaminan 100 juta",
            "bayar berapa buat sertifikat fidusia",
        ],
    },
    "fidusia-roya": {
        "typ": [
            "cara roya fidusia gimana",
            "bagaimana menghapus jaminan fidusia setelah lunas",
            "kredit sudah lunas, fidusianya dihapus gimana",
            "penghapusan sertifikat fidusia caranya",
            "roya fidusia online",
        ],
        "hard": [
            "how to delete fidusia after loan paid off",
            "cicilan udah beres, pencoretan fidusianya gimana",
            "hapus jaminan fidusia yang sudah lunas prosedurnya",
            "roya fiducia bisa sendiri gak",
            "cara cancel registrasi fidusia karena hutang lunas",
        ],
    },
    "fidusia-ubah-data": {
        "typ": [
            "cara perubahan data fidusia",
            "salah input nomor rangka di fidusia gimana ubahnya",
            "ubah sertifikat fidusia",
            "perbaikan data jaminan fidusia",
        ],
        "hard": [
            "edit data fidusia yang salah",
            "how to amend fiduciary certificate",
            "ganti objek jaminan di sertifikat fidusia",
            "koreksi fidusia karena typo nama debitur",
        ],
    },
    "apostille-apa-itu": {
        "typ": [
            "apa itu apostille?",
            "apostille itu apa sih",
            "maksud apostille apa ya kak",
            "apostille itu layanan apa",
            "pengertian apostille",
        ],
        "hard": [
            "what is apostille?",
            "apostille tuh sebenernya apaan",
            "sertifikat apostille fungsinya apa",
            "arti apostille dalam pengurusan dokumen",
            "apostille = ?",
        ],
    },
    "apostille-biaya": {
        "typ": [
            "berapa biaya apostille per dokumen?",
            "biaya apostille berapa ya",
            "apostille bayar berapa",
            "tarif apostille satu dokumen",
            "PNBP apostille berapa kak",
        ],
        "hard": [
            "apostille fee per document?",
            "ongkos apostille ijazah berapa",
            "how much apostille cost",
            "apostille 1 dokumen bayar berapa",
            "tarif PNBP layanan apostille",
            "biaya apostil akte kelahiran berapa",
        ],
    },
    "apostille-dokumen-apa": {
        "typ": [
            "dokumen apa saja yang bisa diapostille?",
            "ijazah bisa diapostille gak",
            "jenis dokumen yang bisa apostille",
            "akta kelahiran bisa diapostille?",
            "dokumen apa yang bisa dilayani apostille",
        ],
        "hard": [
            "which documents can be apostilled?",
            "surat nikah bisa di apostil gak",
            "apostille berlaku untuk dokumen apa aja",
            "transkrip nilai termasuk dokumen yang bisa apostille?",
            "dokumen publik apa yang eligible apostille",
        ],
    },
    "apostille-lama-proses": {
        "typ": [
            "berapa lama proses apostille?",
            "apostille jadi berapa hari",
            "lama pengurusan apostille",
            "apostille sehari jadi gak",
        ],
        "hard": [
            "how long does apostille take",
            "apostille selesai dalam berapa hari kerja",
            "estimasi waktu apostille",
            "apostille butuh waktu lama gak",
        ],
    },
    "apostille-cara-ajukan": {
        "hard": [
            "cara mengajukan apostille online",
            "how to apply for apostille",
            "apostille ngajuinnya di mana",
            "alur permohonan apostille lewat ahu",
        ],
    },
    "apostille-vs-legalisasi": {
        "typ": [
            "apa beda apostille dengan legalisasi?",
            "bedanya apostille sama legalisasi kedutaan",
            "perbedaan apostille dan legalisasi dokumen",
            "apostille sama legalisasi itu sama gak",
        ],
        "hard": [
            "apostille vs legalization, what's the difference",
            "legalisasi biasa sama apostille beda di mana",
            "kenapa ada apostille kalau sudah ada legalisasi",
            "apostille ngegantiin legalisasi kedutaan ya? bedanya apa",
        ],
    },
    "yayasan-cara-dirikan": {
        "typ": [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan",
            "mau mendirikan yayasan sosial, langkahnya apa",
            "cara mendaftarkan yayasan baru",
        ],
        "hard": [
            "how to establish a yayasan?",
            "alur membentuk yayasan sampai disahkan",
            "step by step pendirian foundation di Indonesia",
            "bikin yayasan panti asuhan prosesnya gimana",
            "proses pengesahan yayasan baru",
        ],
    },
    "yayasan-biaya": {
        "hard": [
            "biaya pengesahan yayasan berapa",
            "ongkos dirikan yayasan",
            "PNBP yayasan berapa",
            "how much to register a foundation",
            "bayar berapa untuk pendirian yayasan",
        ],
    },
    "yayasan-bubar": {
        "hard": [
            "cara membubarkan yayasan",
            "how to dissolve a yayasan",
            "yayasan sudah gak aktif, pembubarannya gimana",
            "penutupan yayasan prosedurnya",
        ],
    },
    "wasiat-cek-almarhum": {
        "typ": [
            "bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
            "cara cek wasiat orang tua yang sudah meninggal",
            "mau cek apakah bapak saya ada surat wasiat",
            "gimana tahu almarhum punya wasiat atau tidak",
            "cara mencari wasiat pewaris",
        ],
        "hard": [
            "how do I know if my late father left a will",
            "ngecek ada testamen atau gak dari almarhumah ibu",
            "surat keterangan wasiat gimana dapetinnya",
            "alm kakek ada wasiat gak, cara taunya gimana",
            "pencarian data wasiat untuk ahli waris",
        ],
    },
    "wasiat-biaya": {
        "typ": [
            "biaya cek wasiat berapa",
            "permohonan surat keterangan wasiat bayar berapa",
            "berapa PNBP pencarian wasiat",
        ],
    },
    "wasiat-syarat": {
        "hard": [
            "dokumen apa yang dibawa buat cek wasiat",
            "syarat permohonan surat keterangan wasiat",
            "requirements for will search",
            "apa aja yang perlu disiapkan untuk pencarian wasiat almarhum, akta kematian?",
        ],
    },
    "kwn-anak-ganda-usia": {
        "typ": [
            "sampai umur berapa anak kewarganegaraan ganda harus memilih?",
            "anak dwi kewarganegaraan wajib pilih umur berapa",
            "batas usia anak berkewarganegaraan ganda memilih warga negara",
            "kapan anak kewarganegaraan ganda harus pilih WNI atau WNA",
            "anak saya punya dua kewarganegaraan, sampai usia berapa boleh",
        ],
        "hard": [
            "at what age must a dual citizen child choose",
            "anak hasil kawin campur harus milih paspor umur berapa",
            "deadline pemilihan kewarganegaraan anak ganda terbatas",
            "anak dwi warga negara maksimal umur berapa harus milih",
            "umur berapa anak dwi-kewarganegaraan harus declare WNI",
        ],
    },
    "kwn-anak-cara-memilih": {
        "hard": [
            "cara menyatakan memilih WNI buat anak kewarganegaraan ganda",
            "how to submit pernyataan memilih kewarganegaraan",
            "prosedur anak dwi kewarganegaraan milih jadi WNI",
            "anak saya sudah 18, gimana proses pilih WNI nya",
        ],
    },
    "naturalisasi-syarat": {
        "typ": [
            "syarat pewarganegaraan WNA jadi WNI",
            "syarat naturalisasi apa saja",
            "orang asing mau jadi WNI syaratnya apa",
            "persyaratan permohonan kewarganegaraan RI",
        ],
        "hard": [
            "requirements to become Indonesian citizen",
            "WNA pengen jadi WNI, apa yang perlu disiapkan",
            "dokumen naturalisasi apa aja",
            "berkas pewarganegaraan apa saja",
        ],
    },
    "cv-tempat-daftar": {
        "typ": [
            "di mana CV didaftarkan sekarang?",
            "daftar CV sekarang di mana, masih di pengadilan?",
            "pendaftaran firma di mana ya",
            "CV daftarnya ke mana",
            "tempat pendaftaran CV dan firma",
        ],
        "hard": [
            "where to register a CV now?",
            "bikin CV masih ke PN atau sudah ke kementerian",
            "CV sekarang lewat SABU ya?",
            "firma didaftarin di mana sekarang",
            "registrasi persekutuan komanditer tempatnya di mana",
        ],
    },
    "cv-biaya": {
        "hard": [
            "biaya pendaftaran CV berapa",
            "ongkos bikin CV berapa",
            "CV registration fee?",
            "PNBP pendaftaran firma",
        ],
    },
    "cv-ubah-jadi-pt": {
        "hard": [
            "cara ubah CV jadi PT",
            "convert CV to PT gimana",
            "CV mau naik jadi PT, prosesnya?",
            "peralihan CV ke PT bisa gak",
        ],
    },
    "perkumpulan-jadi-badan-hukum": {
        "typ": [
            "bagaimana perkumpulan bisa jadi badan hukum?",
            "cara perkumpulan berbadan hukum",
            "perkumpulan mau disahkan jadi badan hukum gimana",
            "pengesahan badan hukum perkumpulan caranya",
        ],
        "hard": [
            "how does an association get legal entity status",
            "perkumpulan biar berbadan hukum prosesnya gimana",
            "perkumpulan kami mau legal, alurnya",
            "langkah perkumpulan dapet SK badan hukum",
        ],
    },
    "perkumpulan-syarat": {
        "hard": [
            "syarat pendirian perkumpulan",
            "dokumen apa yang diperlukan untuk perkumpulan",
            "requirements perkumpulan berbadan hukum apa aja",
            "perkumpulan minimal berapa orang pendirinya",
        ],
    },
    "koperasi-cara-dirikan": {
        "typ": [
            "cara mendirikan koperasi",
            "pendaftaran koperasi di ahu gimana",
            "bikin koperasi simpan pinjam prosedurnya",
        ],
        "hard": [
            "how to set up a koperasi",
            "pengesahan koperasi baru alurnya",
            "mau bentuk koperasi desa, daftarnya gimana",
        ],
    },
    "akun-daftar-baru": {
        "typ": [
            "cara daftar akun ahu online",
            "bagaimana membuat akun di ahu",
            "registrasi akun baru ahu online gimana",
            "mau buat akun ahu, langkahnya apa",
            "daftar user ahu online untuk umum",
        ],
    },
    "voucher-sudah-bayar-belum-berubah": {
        "typ": [
            "sudah bayar voucher tapi status belum berubah",
            "udah transfer PNBP tapi di ahu masih belum bayar",
            "pembayaran voucher sudah berhasil tapi belum terverifikasi",
            "kode voucher sudah dibayar kok masih pending",
            "bayar voucher di bank sudah, tapi transaksi belum bisa lanjut",
        ],
    },
    "voucher-kadaluarsa": {
        "typ": [
            "voucher sudah kadaluarsa belum bayar gimana",
            "kode billing expired, bisa buat lagi?",
            "voucher pembayaran habis masa berlakunya",
        ],
        "hard": [
            "voucher expired, can I get a new one",
            "kode bayar PNBP nya sudah lewat waktu",
            "billing code kadaluwarsa gimana",
        ],
    },
}

# Follow-ups in a public session: (from intent, to intent, phrasings); per week.
PUBLIC_FU: dict[str, list[tuple[str, str, list[str]]]] = {
    "typ": [
        (
            "apostille-apa-itu",
            "apostille-biaya",
            [
                "biayanya berapa untuk satu dokumen?",
                "terus biayanya berapa?",
                "kalau bayarnya berapa kak",
            ],
        ),
        (
            "apostille-apa-itu",
            "apostille-lama-proses",
            ["prosesnya berapa lama?", "jadinya berapa hari"],
        ),
        (
            "pt-perorangan-syarat",
            "pt-perorangan-biaya",
            ["biayanya berapa?", "kalau biayanya?", "bayarnya berapa kak"],
        ),
        (
            "pt-perorangan-biaya",
            "pt-perorangan-syarat",
            ["syaratnya apa aja?", "terus syaratnya apa"],
        ),
        (
            "fidusia-cara-daftar",
            "fidusia-roya",
            ["kalau mau roya gimana?", "nanti kalau lunas hapusnya gimana"],
        ),
        ("apostille-dokumen-apa", "apostille-biaya", ["biayanya per dokumen berapa?"]),
    ],
    "hard": [
        (
            "apostille-apa-itu",
            "apostille-biaya",
            ["how much?", "ongkosnya?", "tarifnya berapa per dokumen"],
        ),
        ("apostille-apa-itu", "apostille-lama-proses", ["how long?", "berapa lama jadinya"]),
        ("apostille-apa-itu", "apostille-cara-ajukan", ["ngajuinnya gimana?", "how to apply?"]),
        (
            "pt-perorangan-syarat",
            "pt-perorangan-biaya",
            ["fee nya?", "kalau tarifnya?", "bayar berapa"],
        ),
        ("pt-perorangan-syarat", "pt-perorangan-lama", ["jadinya berapa lama?", "how long?"]),
        ("pt-perorangan-biaya", "yayasan-biaya", ["kalau yayasan?", "kalau untuk yayasan berapa"]),
        ("pt-perorangan-biaya", "cv-biaya", ["kalau CV?"]),
        ("fidusia-cara-daftar", "fidusia-biaya", ["biayanya?", "cost nya berapa"]),
        ("yayasan-cara-dirikan", "yayasan-biaya", ["ongkosnya berapa?", "PNBP nya?"]),
        ("yayasan-cara-dirikan", "yayasan-bubar", ["kalau mau dibubarin nanti gimana?"]),
        ("wasiat-cek-almarhum", "wasiat-syarat", ["dokumen apa yang dibawa?", "syaratnya?"]),
        (
            "kwn-anak-ganda-usia",
            "kwn-anak-cara-memilih",
            ["terus cara milihnya gimana?", "how to declare it?"],
        ),
        ("pt-biasa-perlu-notaris", "pt-biasa-syarat", ["syarat lainnya apa aja?"]),
        ("perkumpulan-jadi-badan-hukum", "perkumpulan-syarat", ["syaratnya apa aja?"]),
        ("cv-tempat-daftar", "cv-ubah-jadi-pt", ["kalau mau diubah jadi PT?"]),
    ],
}

# ---------------------------------------------------------------------------
# Internal intents (staff data agent).  kind: count / rank / above / compare
# ---------------------------------------------------------------------------
INTERNAL: dict[str, dict] = {
    "int-pt-jumlah": {
        "kind": "count",
        "typ": [
            "berapa jumlah PT perorangan yang terdaftar di {prov} bulan {bulan} {tahun}?",
            "tolong hitungkan pendaftaran PT perorangan {prov} selama {tahun}",
            "jumlah pendaftaran PT perorangan per provinsi bulan lalu berapa",
            "PT perorangan baru di {prov} {bulan} {tahun} ada berapa",
            "minta angka PT perorangan yang didaftarkan tahun {tahun}, total nasional",
            "ada berapa PT perorangan terdaftar di {prov} sepanjang {tahun}?",
        ],
        "hard": [
            "how many PT perorangan registered in {prov} {bulan} {tahun}?",
            "jumlah PT perorangan {prov} {tahun} berapa ya, need it for laporan",
            "count pendaftaran PT perorangan per provinsi last month",
            "total pernyataan pendirian PT perorangan masuk di {prov} {bulan} {tahun}",
            "berapa banyak PT perorangan yang tercatat {tahun} di {prov}",
        ],
    },
    "int-pt-ranking-provinsi": {
        "kind": "rank",
        "typ": [
            "provinsi mana yang paling banyak daftar PT perorangan {tahun}?",
            "5 provinsi teratas pendaftaran PT perorangan {tahun}",
            "urutkan provinsi berdasarkan jumlah PT perorangan bulan {bulan} {tahun}",
            "top 3 provinsi PT perorangan tahun lalu",
            "ranking provinsi untuk PT perorangan semester 2 {tahun}",
        ],
        "hard": [
            "rank provinces by PT perorangan registrations {tahun}",
            "peringkat provinsi PT perorangan terbanyak {bulan} {tahun}",
            "provinsi juara PT perorangan tahun lalu siapa aja, 3 besar",
            "top 5 wilayah dengan PT perorangan paling tinggi {tahun}",
        ],
    },
    "int-fidusia-kanwil-di-atas": {
        "kind": "above",
        "typ": [
            "kanwil mana aja yang pendaftaran fidusianya di atas {n} bulan {bulan} {tahun}?",
            "daftar kantor wilayah dengan fidusia lebih dari {n} pada {bulan} {tahun}",
            "kanwil yang lewat {n} pendaftaran fidusia {bulan} kemarin",
            "kantor wilayah mana saja fidusianya tembus {n} di {tahun}",
        ],
        "hard": [
            "which kanwil exceeded {n} fidusia registrations in {bulan} {tahun}?",
            "list kanwil dengan jaminan fidusia > {n} bulan {bulan}",
            "kantor wilayah yang sertifikat fidusianya melampaui {n} di {tahun}",
            "kanwil mana yang fidusia nya di atas {n}, periode {bulan} {tahun}",
        ],
    },
    "int-fidusia-jumlah": {
        "kind": "count",
        "typ": [
            "berapa pendaftaran jaminan fidusia di {prov} {bulan} {tahun}?",
            "total fidusia terdaftar tahun {tahun}",
            "jumlah sertifikat fidusia yang terbit di {prov} bulan lalu",
            "fidusia {prov} {tahun} ada berapa",
        ],
        "hard": [
            "how many fidusia registrations in {prov} {bulan} {tahun}",
            "angka pendaftaran fidusia {prov} sepanjang {tahun}",
            "fiduciary count {tahun} nasional berapa",
            "sertifikat jaminan fidusia yang terbit {bulan} {tahun} di {prov} berapa",
        ],
    },
    "int-fidusia-ranking-provinsi": {
        "kind": "rank",
        "hard": [
            "provinsi mana paling banyak pendaftaran fidusia {tahun}?",
            "top 5 provinsi fidusia {bulan} {tahun}",
            "rank provinces by fiduciary registrations {tahun}",
            "urutan provinsi fidusia terbanyak tahun lalu",
        ],
    },
    "int-pt-kanwil-di-atas": {
        "kind": "above",
        "hard": [
            "kanwil mana yang PT peroranganya lebih dari {n} bulan {bulan} {tahun}?",
            "list kantor wilayah dengan pendaftaran PT perorangan > {n} di {tahun}",
            "kantor wilayah yang PT perorangan nya tembus {n} {bulan} kemarin",
        ],
    },
    "int-pt-banding-periode": {
        "kind": "compare",
        "hard": [
            "PT perorangan {tahun} dibanding {tahun0} naik atau turun berapa persen?",
            "bandingkan pendaftaran PT perorangan Q1 vs Q2 {tahun}",
            "growth PT perorangan yoy di {prov}?",
            "selisih PT perorangan {prov} antara {bulan} dan {bulan2} {tahun}",
        ],
    },
}

INTERNAL_FU_SAME: dict[str, dict[str, list[str]]] = {
    "count": {
        "typ": [
            "kalau {prov}?",
            "tahun lalu berapa?",
            "kalau bulan {bulan}?",
            "yang {prov} berapa",
            "{tahun} berapa?",
            "dan {prov}?",
        ],
        "hard": [
            "kalau {prov}?",
            "tahun lalu berapa?",
            "what about {prov}?",
            "last year?",
            "{bulan} {tahun} nya?",
            "dan {prov}?",
        ],
    },
    "rank": {
        "typ": [
            "kalau tahun {tahun}?",
            "yang 10 besar dong",
            "bulan {bulan} aja gimana urutannya",
            "top 5 aja",
        ],
        "hard": [
            "and for {tahun}?",
            "yang 10 besar dong",
            "kalau bulan {bulan} urutannya?",
            "top 5 aja",
        ],
    },
    "above": {
        "typ": ["kalau batasnya {n}?", "bulan {bulan} gimana?", "yang di atas {n} aja"],
        "hard": ["threshold {n} then?", "kalau batasnya {n}?", "bulan {bulan} gimana?"],
    },
    "compare": {
        "typ": [],
        "hard": ["kalau {prov}?", "bandingin sama {tahun0} juga", "per bulan aja bandingnya"],
    },
}

INTERNAL_FU_SWITCH: dict[str, list[tuple[str, str, list[str]]]] = {
    "typ": [
        (
            "int-pt-jumlah",
            "int-fidusia-jumlah",
            ["kalau fidusia?", "fidusia nya berapa di periode yang sama?"],
        ),
        ("int-fidusia-jumlah", "int-pt-jumlah", ["kalau PT perorangan?"]),
        (
            "int-pt-jumlah",
            "int-pt-ranking-provinsi",
            ["provinsi mana yang paling banyak?", "urutannya per provinsi gimana, 3 teratas"],
        ),
    ],
    "hard": [
        ("int-pt-jumlah", "int-fidusia-jumlah", ["kalau fidusia?", "same for fidusia"]),
        (
            "int-pt-jumlah",
            "int-pt-banding-periode",
            ["dibanding tahun lalu naik berapa persen?", "vs bulan sebelumnya naik atau turun?"],
        ),
        (
            "int-pt-ranking-provinsi",
            "int-fidusia-ranking-provinsi",
            ["kalau fidusia rankingnya?", "same ranking for fidusia"],
        ),
        (
            "int-fidusia-kanwil-di-atas",
            "int-pt-kanwil-di-atas",
            ["kalau PT perorangan dengan batas yang sama?"],
        ),
        ("int-fidusia-jumlah", "int-fidusia-ranking-provinsi", ["provinsi mana yang tertinggi?"]),
    ],
}

WEEKS = {
    "typical": {
        "key": "typ",
        "start": dt.date(2029, 1, 1),
        "typo": 0.31,
        "zipf": 1.0,
        "public": [
            "akun-lupa-password",
            "pt-perorangan-syarat",
            "fidusia-cara-daftar",
            "voucher-sudah-bayar-belum-berubah",
            "pt-perorangan-biaya",
            "apostille-biaya",
            "fidusia-roya",
            "apostille-apa-itu",
            "yayasan-cara-dirikan",
            "wasiat-cek-almarhum",
            "akun-daftar-baru",
            "kwn-anak-ganda-usia",
            "cv-tempat-daftar",
            "pt-biasa-perlu-notaris",
            "apostille-dokumen-apa",
            "pt-perorangan-ubah-data",
            "naturalisasi-syarat",
            "perkumpulan-jadi-badan-hukum",
            "apostille-lama-proses",
            "fidusia-ubah-data",
            "pt-perorangan-bubar",
            "koperasi-cara-dirikan",
            "wasiat-biaya",
            "apostille-vs-legalisasi",
            "voucher-kadaluarsa",
        ],
        "internal": [
            "int-pt-jumlah",
            "int-pt-ranking-provinsi",
            "int-fidusia-kanwil-di-atas",
            "int-fidusia-jumlah",
        ],
        "covered": {
            "pt-perorangan-syarat": "pt-perorangan-syarat",
            "fidusia-cara-daftar": "fidusia-pendaftaran",
            "apostille-biaya": "apostille-biaya-lanjutan",
            "apostille-apa-itu": "apostille-biaya-lanjutan",
            "yayasan-cara-dirikan": "yayasan-pendirian",
            "wasiat-cek-almarhum": "wasiat-pencarian",
            "kwn-anak-ganda-usia": "kewarganegaraan-ganda-anak",
            "cv-tempat-daftar": "cv-firma-pendaftaran",
            "pt-biasa-perlu-notaris": "pt-biasa-akta",
            "apostille-dokumen-apa": "apostille-dokumen",
            "perkumpulan-jadi-badan-hukum": "perkumpulan-badan-hukum",
            "apostille-vs-legalisasi": "apostille-vs-legalisasi",
            "int-pt-jumlah": "internal-jumlah-pt-bulanan",
            "int-pt-ranking-provinsi": "internal-provinsi-pt-terbanyak-2025",
            "int-fidusia-kanwil-di-atas": "internal-fidusia-kantor-wilayah",
        },
    },
    "hard": {
        "key": "hard",
        "start": dt.date(2029, 1, 8),
        "typo": 0.26,
        "zipf": 0.8,
        "public": [
            "pt-perorangan-biaya",
            "pt-perorangan-syarat",
            "akun-lupa-password",
            "fidusia-cara-daftar",
            "apostille-biaya",
            "fidusia-biaya",
            "pt-perorangan-lama",
            "apostille-dokumen-apa",
            "fidusia-roya",
            "yayasan-cara-dirikan",
            "yayasan-biaya",
            "apostille-lama-proses",
            "pt-perorangan-cara-daftar",
            "pt-perorangan-apa-itu",
            "wasiat-cek-almarhum",
            "wasiat-syarat",
            "pt-biasa-perlu-notaris",
            "pt-biasa-syarat",
            "kwn-anak-ganda-usia",
            "kwn-anak-cara-memilih",
            "apostille-apa-itu",
            "apostille-vs-legalisasi",
            "apostille-cara-ajukan",
            "cv-tempat-daftar",
            "cv-biaya",
            "cv-ubah-jadi-pt",
            "pt-perorangan-ubah-data",
            "pt-perorangan-bubar",
            "yayasan-bubar",
            "perkumpulan-jadi-badan-hukum",
            "perkumpulan-syarat",
            "fidusia-ubah-data",
            "naturalisasi-syarat",
            "koperasi-cara-dirikan",
            "voucher-kadaluarsa",
        ],
        "internal": [
            "int-pt-jumlah",
            "int-fidusia-jumlah",
            "int-pt-ranking-provinsi",
            "int-fidusia-kanwil-di-atas",
            "int-pt-banding-periode",
            "int-fidusia-ranking-provinsi",
            "int-pt-kanwil-di-atas",
        ],
        "covered": {
            "pt-perorangan-syarat": "pt-perorangan-syarat",
            "fidusia-cara-daftar": "fidusia-pendaftaran",
            "apostille-biaya": "apostille-biaya-lanjutan",
            "apostille-apa-itu": "apostille-biaya-lanjutan",
            "apostille-dokumen-apa": "apostille-dokumen",
            "apostille-vs-legalisasi": "apostille-vs-legalisasi",
            "yayasan-cara-dirikan": "yayasan-pendirian",
            "wasiat-cek-almarhum": "wasiat-pencarian",
            "pt-biasa-perlu-notaris": "pt-biasa-akta",
            "kwn-anak-ganda-usia": "kewarganegaraan-ganda-anak",
            "cv-tempat-daftar": "cv-firma-pendaftaran",
            "perkumpulan-jadi-badan-hukum": "perkumpulan-badan-hukum",
            "int-pt-jumlah": "internal-jumlah-pt-bulanan",
            "int-pt-ranking-provinsi": "internal-provinsi-pt-terbanyak-2025",
            "int-fidusia-kanwil-di-atas": "internal-fidusia-kantor-wilayah",
        },
    },
}

# ---------------------------------------------------------------------------
# Noise material
# ---------------------------------------------------------------------------
GREET = {
    "typ": [
        "halo kak",
        "halo min",
        "min",
        "pagi",
        "selamat pagi",
        "siang kak",
        "permisi",
        "assalamualaikum",
        "mohon info",
        "kak",
        "p",
        "malam min",
        "halo",
        "sore kak",
    ],
    "hard": [
        "halo kak",
        "min",
        "hi",
        "hello",
        "good morning",
        "permisi",
        "mohon info",
        "kak",
        "excuse me",
        "pagi min",
        "hai admin",
        "sorry mau tanya",
    ],
}
CLOSE = {
    "typ": [
        "makasih",
        "terima kasih",
        "ya",
        "dong",
        "kak",
        "mohon dibantu",
        "tq",
        "thx",
        "makasih kak",
        "ya min",
        "🙏",
    ],
    "hard": [
        "thanks",
        "pls",
        "makasih",
        "asap ya",
        "thx",
        "dong",
        "ya kak",
        "tq",
        "🙏",
        "mohon dibantu",
    ],
}
NONE_LINES = {
    "typ": [
        "makasih kak",
        "ok",
        "siap",
        "mantap",
        "halo",
        "p",
        "pagi min",
        "terima kasih banyak",
        "oke noted",
        "baik kak",
        "sip",
        "makasih min",
        "👍",
        "ok kak siap",
        "assalamualaikum",
        "halo kak",
        "tes",
    ],
    "hard": [
        "thanks",
        "ok noted",
        "siap",
        "mantap min",
        "hi",
        "hello",
        "makasih ya",
        "thank you so much",
        "sip",
        "ok",
        "👍",
        "noted kak",
        "good",
        "halo",
        "terima kasih infonya",
    ],
}
ABBR = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "gimana", "bgmn"],
    "gimana": ["gmn", "gmna"],
    "berapa": ["brp", "brapa"],
    "saya": ["sy", "aku"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "gak", "ga", "tdk"],
    "gak": ["gk", "ga", "nggak"],
    "saja": ["aja", "sj"],
    "aja": ["aj"],
    "sudah": ["udh", "udah", "sdh"],
    "udah": ["udh"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn"],
    "tolong": ["tlg"],
    "kalau": ["kalo", "klo"],
    "sekarang": ["skrg"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "juga": ["jg"],
    "belum": ["blm"],
    "lagi": ["lg"],
    "sama": ["sm"],
    "harus": ["hrs"],
    "terus": ["trs"],
    "di": ["d"],
    "dokumen": ["dok", "dokumen"],
    "apa": ["ap", "apa"],
    "mau": ["mo", "mw"],
    "bapak": ["bpk"],
    "nya": ["ny"],
    "kakak": ["kk"],
    "pendaftaran": ["pendaftran"],
}
STRETCH = {
    "kak",
    "min",
    "tolong",
    "ya",
    "dong",
    "gimana",
    "gmn",
    "halo",
    "pagi",
    "apa",
    "sih",
    "makasih",
    "p",
    "ok",
    "siap",
}
FIRST = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Putu",
    "Made",
    "Yusuf",
    "Fitri",
    "Hendra",
    "Nur",
    "Lestari",
    "Bambang",
    "Wayan",
    "Intan",
    "Rizky",
    "Yohanes",
    "Maria",
    "Teguh",
    "Ayu",
    "Dimas",
    "Sri",
    "Fajar",
]
LAST = [
    "Santoso",
    "Wijaya",
    "Hasibuan",
    "Nugroho",
    "Siregar",
    "Pratama",
    "Lubis",
    "Saputra",
    "Kurniawan",
    "Simanjuntak",
    "Hidayat",
    "Setiawan",
    "Sinaga",
    "Rahmawati",
    "Gunawan",
    "Tanjung",
    "Manurung",
    "Halim",
]
MAILS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "hotmail.com", "gmail.co.id"]
NIK_PREFIX = [
    "31",
    "32",
    "33",
    "34",
    "35",
    "36",
    "51",
    "12",
    "13",
    "16",
    "18",
    "61",
    "64",
    "71",
    "73",
    "52",
    "53",
    "21",
    "14",
    "15",
]
PROV = [
    "Jawa Barat",
    "Jawa Timur",
    "Jawa Tengah",
    "DKI Jakarta",
    "Banten",
    "Bali",
    "Sumatera Utara",
    "Sulawesi Selatan",
    "Kalimantan Timur",
    "DI Yogyakarta",
    "Riau",
    "Lampung",
    "Sumatera Barat",
    "NTB",
    "Papua",
    "Kalimantan Barat",
    "Aceh",
    "jatim",
    "jabar",
    "sulsel",
]
BULAN = [
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
    "des",
    "nov",
    "okt",
]
TAHUN = ["2026", "2027", "2028", "2028", "2028"]
THRESH = ["300", "500", "750", "1.000", "1000", "1.500", "2.000", "2500"]

WORD_RE = re.compile(r"\w+|\W+")


def fill(rng: random.Random, text: str) -> str:
    tahun = rng.choice(TAHUN)
    vals = {
        "prov": rng.choice(PROV),
        "bulan": rng.choice(BULAN),
        "bulan2": rng.choice(BULAN),
        "tahun": tahun,
        "tahun0": str(int(tahun) - 1),
        "n": rng.choice(THRESH),
    }
    return text.format(**vals)


def typo(rng: random.Random, text: str) -> tuple[str, bool]:
    toks = WORD_RE.findall(text)
    idx = [i for i, t in enumerate(toks) if t.isalpha() and len(t) >= 4]
    if not idx:
        return text, False
    for _ in range(6):
        i = rng.choice(idx)
        w = toks[i]
        op = rng.random()
        p = rng.randrange(1, len(w) - 1)
        if op < 0.4:
            nw = w[:p] + w[p + 1] + w[p] + w[p + 2 :]
        elif op < 0.75:
            nw = w[:p] + w[p + 1 :]
        else:
            nw = w[:p] + w[p] + w[p:]
        if nw != w:
            toks[i] = nw
            return "".join(toks), True
    return text, False


def chatify(rng: random.Random, text: str, rate: float) -> str:
    out = []
    for t in WORD_RE.findall(text):
        low = t.lower()
        if low in ABBR and rng.random() < rate:
            out.append(rng.choice(ABBR[low]))
        else:
            out.append(t)
    return "".join(out)


def stretch(rng: random.Random, text: str) -> str:
    toks = WORD_RE.findall(text)
    idx = [i for i, t in enumerate(toks) if t.lower() in STRETCH]
    if not idx:
        return text
    i = rng.choice(idx)
    toks[i] = toks[i] + toks[i][-1] * rng.randint(2, 4)
    return "".join(toks)


def casing(rng: random.Random, text: str) -> str:
    r = rng.random()
    if r < 0.5:
        return text.lower()
    if r < 0.82:
        return text
    if r < 0.92:
        return text[:1].upper() + text[1:]
    if r < 0.96:
        return text.upper()
    return text.lower().capitalize()


def punct(rng: random.Random, text: str) -> str:
    base = text.rstrip("?.! ")
    if not base:
        return text
    ends = ["", "", "?", "?", "?", "??", "???", " ?", ".", "?!", "..", "...", "!"]
    return base + rng.choice(ends)


def personal(rng: random.Random) -> str:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    r = rng.random()
    if r < 0.3:
        nik = rng.choice(NIK_PREFIX) + "".join(str(rng.randrange(10)) for _ in range(14))
        return rng.choice(
            [
                f"nama saya {first} {last}, NIK {nik}",
                f"NIK {nik}",
                f"nik sy {nik} a.n. {first} {last}",
            ]
        )
    if r < 0.6:
        body = "".join(str(rng.randrange(10)) for _ in range(rng.choice([8, 9])))
        op = rng.choice(["12", "13", "21", "22", "52", "53", "57", "77", "78", "95", "96"])
        num = "8" + op + body
        form = rng.randrange(5)
        if form == 0:
            ph = "0" + num
        elif form == 1:
            ph = "+62 " + num[:3] + " " + num[3:7] + " " + num[7:]
        elif form == 2:
            ph = "0" + num[:3] + "-" + num[3:7] + "-" + num[7:]
        elif form == 3:
            ph = "62" + num
        else:
            ph = "(+62) " + num
        return rng.choice([f"hp {ph}", f"no wa {ph}", f"hubungi saya di {ph}", f"{first} {ph}"])
    if r < 0.85:
        sep = rng.choice([".", "_", ""])
        num = str(rng.randrange(10, 99)) if rng.random() < 0.5 else ""
        mail = f"{first.lower()}{sep}{last.lower()}{num}@{rng.choice(MAILS)}"
        return rng.choice([f"email {mail}", f"email saya {mail}", f"akun {mail}"])
    d = [str(rng.randrange(10)) for _ in range(15)]
    if rng.random() < 0.5:
        npwp = "{}{}.{}{}{}.{}{}{}.{}-{}{}{}.{}{}{}".format(*d)
    else:
        npwp = "0" + "".join(d)
    return rng.choice([f"npwp {npwp}", f"NPWP perusahaan {npwp}", f"npwp sy {npwp}"])


class Week:
    def __init__(self, rng: random.Random, name: str) -> None:
        self.rng = rng
        self.cfg = WEEKS[name]
        self.key = self.cfg["key"]
        self.typos = 0

    def noise(self, text: str, *, greet: float, close: float, pers: float, chat: float) -> str:
        rng = self.rng
        if rng.random() < chat:
            text = chatify(rng, text, rng.uniform(0.4, 0.9))
        if rng.random() < pers:
            det = personal(rng)
            text = f"{text}, {det}" if rng.random() < 0.6 else f"{det}. {text}"
        if rng.random() < greet:
            g = rng.choice(GREET[self.key])
            text = f"{g}{rng.choice([' ', ', ', ' .. ', '! '])}{text}"
        if rng.random() < close:
            text = f"{text.rstrip('?.! ')} {rng.choice(CLOSE[self.key])}"
        text = casing(rng, text)
        text = punct(rng, text)
        if rng.random() < 0.07:
            text = stretch(rng, text)
        if rng.random() < self.cfg["typo"]:
            text, ok = typo(rng, text)
            if ok and rng.random() < 0.15:
                text, _ = typo(rng, text)
            self.typos += ok
        return text

    def zipf_pick(self, ids: list[str]) -> str:
        s = self.cfg["zipf"]
        weights = [1.0 / (r + 1) ** s for r in range(len(ids))]
        return self.rng.choices(ids, weights=weights)[0]

    def public_sessions(self, target: int) -> list[list[tuple[str, str, str]]]:
        rng, key = self.rng, self.key
        pub = self.cfg["public"]
        fus = [f for f in PUBLIC_FU[key] if f[0] in pub and f[1] in pub]
        sessions: list[list[tuple[str, str, str]]] = []
        n = 0
        while n < target:
            intent = self.zipf_pick(pub)
            q = self.noise(
                rng.choice(PUBLIC[intent][key]), greet=0.3, close=0.15, pers=0.07, chat=0.55
            )
            sess = [(q, "public", intent)]
            cur = intent
            while len(sess) < 3 and rng.random() < 0.22:
                opts = [f for f in fus if f[0] == cur]
                if not opts:
                    break
                _, nxt, phr = rng.choice(opts)
                fq = self.noise(rng.choice(phr), greet=0.0, close=0.05, pers=0.0, chat=0.5)
                sess.append((fq, "public", nxt))
                cur = nxt
            sess = sess[: target - n]
            n += len(sess)
            sessions.append(sess)
        return sessions

    def internal_sessions(self, target: int) -> list[list[tuple[str, str, str]]]:
        rng, key = self.rng, self.key
        ids = self.cfg["internal"]
        sw = [f for f in INTERNAL_FU_SWITCH[key] if f[0] in ids and f[1] in ids]
        sessions: list[list[tuple[str, str, str]]] = []
        n = 0
        while n < target:
            intent = self.zipf_pick(ids)
            q = fill(rng, rng.choice(INTERNAL[intent][key]))
            q = self.noise(q, greet=0.08, close=0.05, pers=0.0, chat=0.35)
            sess = [(q, "internal", intent)]
            length = rng.choice([1, 2, 2, 3, 3, 3, 4, 4, 5])
            cur = intent
            while len(sess) < length:
                opts = [f for f in sw if f[0] == cur]
                same = INTERNAL_FU_SAME[INTERNAL[cur]["kind"]][key]
                if opts and (rng.random() < 0.3 or not same):
                    _, nxt, phr = rng.choice(opts)
                    fq = rng.choice(phr)
                    cur = nxt
                elif same:
                    fq = fill(rng, rng.choice(same))
                else:
                    break
                fq = self.noise(fq, greet=0.0, close=0.03, pers=0.0, chat=0.35)
                sess.append((fq, "internal", cur))
            sess = sess[: target - n]
            n += len(sess)
            sessions.append(sess)
        return sessions

    def none_line(self) -> str:
        return self.noise(
            self.rng.choice(NONE_LINES[self.key]), greet=0.0, close=0.0, pers=0.0, chat=0.3
        )

    def build(self) -> tuple[list[dict], dict]:
        rng = self.rng
        n_int = round(N_LINES * 0.08)
        n_none = round(N_LINES * 0.04)
        n_pub = N_LINES - n_int - n_none
        pub = self.public_sessions(n_pub)
        inte = self.internal_sessions(n_int)
        # half of the empty lines close a public session, half stand alone
        for _ in range(n_none // 2):
            rng.choice(pub).append((self.none_line(), "public", "none"))
        alone = [[(self.none_line(), "public", "none")] for _ in range(n_none - n_none // 2)]
        start = dt.datetime.combine(self.cfg["start"], dt.time(0, 0), tzinfo=TZ)
        day_w = [1.0] * 7
        for d in range(7):
            wd = (self.cfg["start"] + dt.timedelta(days=d)).weekday()
            if wd >= 5:
                day_w[d] = 0.55
        if self.cfg["start"] == dt.date(2029, 1, 1):
            day_w[0] = 0.6  # New Year's Day
        hour_w = [
            0.3,
            0.15,
            0.1,
            0.1,
            0.2,
            0.5,
            1.0,
            2.0,
            3.5,
            4.5,
            4.5,
            4.0,
            3.0,
            4.0,
            4.2,
            3.8,
            3.0,
            2.2,
            1.8,
            2.2,
            2.5,
            2.0,
            1.3,
            0.7,
        ]
        used: set[str] = set()
        rows: list[dict] = []
        for kind, group in (("p", pub), ("i", inte), ("p", alone)):
            for sess in group:
                if kind == "i":
                    days = [d for d in range(7) if day_w[d] == 1.0]
                    day = rng.choice(days)
                    t = start + dt.timedelta(
                        days=day,
                        hours=rng.randint(8, 16),
                        minutes=rng.randrange(60),
                        seconds=rng.randrange(60),
                    )
                else:
                    day = rng.choices(range(7), weights=day_w)[0]
                    hour = rng.choices(range(24), weights=hour_w)[0]
                    t = start + dt.timedelta(
                        days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
                    )
                sid = f"s-{rng.getrandbits(48):012x}"
                while sid in used:
                    sid = f"s-{rng.getrandbits(48):012x}"
                used.add(sid)
                for j, (q, surface, label) in enumerate(sess):
                    if j:
                        t += dt.timedelta(seconds=rng.randint(15, 240))
                    row = {"at": t.isoformat(), "session": sid, "question": q, "surface": surface}
                    if label != "none" and rng.random() < 0.06:
                        row["feedback"] = "up" if rng.random() < 0.55 else "down"
                    row["label"] = label
                    rows.append(row)
        order = sorted(range(len(rows)), key=lambda k: (rows[k]["at"], rows[k]["session"], k))
        rows = [rows[k] for k in order]
        labels = []
        for r in rows:
            if r["label"] != "none" and r["label"] not in labels:
                labels.append(r["label"])
        every = self.cfg["public"] + self.cfg["internal"]
        missing = [i for i in every if i not in labels]
        if missing:
            raise SystemExit(f"intents without lines: {missing}")
        covered = {i: self.cfg["covered"].get(i) for i in every}
        return rows, {"set": GOLDEN, "covered": covered}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="bench/weeks")
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    for name in ("typical", "hard"):
        wk = Week(rng, name)
        rows, truth = wk.build()
        with open(out / f"fern-{name}.jsonl", "w", encoding="utf-8", newline="\n") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        with open(out / f"fern-{name}.truth.json", "w", encoding="utf-8", newline="\n") as fh:
            fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
        if args.stats:
            n = len(rows)
            internal = sum(r["surface"] == "internal" for r in rows)
            cov = sum(v is not None for v in truth["covered"].values())
            print(
                f"{name}: lines={n} intents={len(truth['covered'])} covered={cov} "
                f"internal={internal / n:.3f} typos={wk.typos / n:.3f} "
                f"none={sum(r['label'] == 'none' for r in rows) / n:.3f} "
                f"feedback={sum('feedback' in r for r in rows)}"
            )


if __name__ == "__main__":
    main()
