"""Held-out weeks of chatbot traffic, written by hand by the independent author `heath`.

Writes four files (byte-identical on every run):
    heath-typical.jsonl, heath-typical.truth.json, heath-hard.jsonl, heath-hard.truth.json

Usage: python3 bench/weeks/heath_week.py --out bench/weeks [--stats]

Stdlib only; every random choice comes from one random.Random(SEED).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path
from random import Random

SEED = 58213
N_LINES = 3000
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))

# ---------------------------------------------------------------------------
# Intents. Each: id -> dict(surface, svc, item, phr, fu, sw)
#   item: golden item id that covers it, or None
#   phr:  full, self-contained phrasings
#   fu:   follow-up phrasings that only make sense after an earlier line of the
#         same service (public) or of the same question (internal)
#   sw:   internal only: follow-ups that switch to another intent
# Listed in order of popularity (Zipf rank).
# ---------------------------------------------------------------------------


def _i(surface, svc, item, phr, fu=(), sw=()):
    return {
        "surface": surface,
        "svc": svc,
        "item": item,
        "phr": list(phr),
        "fu": list(fu),
        "sw": list(sw),
    }


TYPICAL = {
    "pt-perorangan-syarat": _i(
        "public",
        "pt-perorangan",
        "pt-perorangan-syarat",
        [
            "syarat bikin pt perorangan apa aja",
            "apa saja syarat mendirikan PT perorangan?",
            "mau buat pt perorangan syaratnya apa ya",
            "syarat pendirian pt perseorangan",
            "pt perorangan persyaratannya apa aja kak",
            "untuk daftar PT perorangan harus punya apa saja?",
            "apakah wna boleh mendirikan pt perorangan",
            "umur berapa boleh bikin pt perorangan",
            "syarat pt perorangan apa harus ada ktp dan npwp?",
            "saya mau mendirikan pt perseorangan, apa yang harus disiapkan?",
        ],
        ["syaratnya apa aja?", "terus syaratnya apa ya"],
    ),
    "pt-perorangan-biaya": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "biaya pendirian pt perorangan berapa",
            "bikin pt perorangan bayar berapa ya",
            "berapa biaya daftar pt perseorangan di ahu?",
            "pt perorangan gratis atau bayar?",
            "pnbp pt perorangan berapa kak",
            "total biaya buat pt perorangan berapa",
            "biaya bikin pt perorangan sampai jadi berapa",
        ],
        ["biayanya berapa?", "trus bayar berapa?", "kena biaya berapa itu?"],
    ),
    "akun-lupa-password": _i(
        "public",
        "akun",
        None,
        [
            "lupa password ahu online gimana",
            "saya lupa kata sandi akun ahu",
            "gak bisa login ahu online, katanya password salah",
            "cara reset password akun ahu",
            "akun ahu saya terkunci gimana bukanya",
            "email reset password ahu gak masuk masuk",
            "password ahu online lupa, tolong dibantu",
        ],
    ),
    "fidusia-daftar": _i(
        "public",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "cara daftar jaminan fidusia gimana",
            "bagaimana mendaftarkan fidusia secara online",
            "pendaftaran fidusia lewat mana ya",
            "mau daftarin fidusia kendaraan caranya gimana",
            "langkah langkah pendaftaran jaminan fidusia",
            "fidusia didaftarkan dimana",
            "cara mendaftarkan jaminan fidusia",
        ],
        ["daftarnya gimana?"],
    ),
    "apostille-biaya": _i(
        "public",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "apostille ijazah bayar berapa per dokumen",
            "berapa tarif apostille satu dokumen",
            "apostille akta kelahiran biayanya berapa",
            "harga apostille sekarang berapa kak",
            "apostille bayar berapa ya",
        ],
        ["biayanya berapa?", "bayarnya berapa ya", "kalau 3 dokumen jadi berapa?"],
    ),
    "voucher-bayar": _i(
        "public",
        "voucher",
        None,
        [
            "cara bayar voucher ahu gimana",
            "voucher pnbp bayarnya dimana",
            "bisa bayar voucher ahu lewat m-banking?",
            "bayar pnbp ahu bisa lewat atm bank apa aja",
            "pembayaran voucher ahu pakai apa",
        ],
        ["bayarnya lewat mana?"],
    ),
    "yayasan-pendirian": _i(
        "public",
        "yayasan",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "gimana cara bikin yayasan",
            "prosedur pendirian yayasan bagaimana",
            "mau buat yayasan sosial langkahnya apa",
            "pendirian yayasan harus lewat notaris?",
        ],
    ),
    "cv-daftar-dimana": _i(
        "public",
        "cv",
        "cv-firma-pendaftaran",
        [
            "daftar cv sekarang dimana",
            "pendaftaran cv masih di pengadilan negeri?",
            "firma didaftarkan kemana ya",
            "cv didaftar lewat ahu atau pn",
            "bikin cv daftarnya dimana kak",
        ],
    ),
    "wasiat-cek": _i(
        "public",
        "wasiat",
        "wasiat-pencarian",
        [
            "cara cek wasiat orang tua yang sudah meninggal",
            "gimana tau almarhum ada wasiat atau tidak",
            "mau mengurus surat keterangan wasiat",
            "cek wasiat almarhumah ibu saya caranya",
            "pencarian wasiat di ahu gimana",
        ],
    ),
    "fidusia-roya": _i(
        "public",
        "fidusia",
        None,
        [
            "cara roya fidusia",
            "hapus fidusia setelah kredit lunas gimana",
            "penghapusan jaminan fidusia caranya",
            "leasing sudah lunas, fidusianya dihapus dimana",
            "roya fidusia online bisa?",
        ],
        ["kalau sudah lunas hapusnya gimana?"],
    ),
    "apostille-apa": _i(
        "public",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apostille itu apa",
            "apa itu apostille",
            "apostille maksudnya apa ya kak",
            "apostil itu apaan",
        ],
    ),
    "pt-biasa-akta": _i(
        "public",
        "pt-biasa",
        "pt-biasa-akta",
        [
            "pt biasa harus pakai akta notaris?",
            "apakah pendirian pt biasa perlu notaris",
            "pt biasa bisa tanpa notaris gak",
            "bikin pt (bukan perorangan) wajib akta notaris ga",
        ],
    ),
    "kwn-ganda-usia": _i(
        "public",
        "kewarganegaraan",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus pilih umur berapa",
            "batas usia anak dwi kewarganegaraan memilih",
            "anak saya kewarganegaraan ganda, kapan harus milih wni?",
            "sampai umur berapa anak boleh punya dua kewarganegaraan",
        ],
    ),
    "apostille-dokumen": _i(
        "public",
        "apostille",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille gak",
            "apakah akta nikah bisa di apostille",
            "jenis dokumen yang bisa apostille apa aja",
        ],
        ["dokumen apa aja yang bisa?"],
    ),
    "perkumpulan-bh": _i(
        "public",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "cara perkumpulan jadi badan hukum",
            "pengesahan badan hukum perkumpulan gimana",
            "perkumpulan mau berbadan hukum caranya",
            "daftar perkumpulan di ahu supaya jadi badan hukum",
        ],
    ),
    "pt-perorangan-ke-pt-biasa": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "cara ubah pt perorangan jadi pt biasa",
            "pt perorangan mau nambah pemegang saham gimana",
            "perubahan status pt perorangan ke pt persekutuan modal",
            "pt perorangan bisa diubah jadi pt biasa?",
        ],
        ["kalau nanti mau jadi pt biasa gimana?"],
    ),
    "akun-daftar": _i(
        "public",
        "akun",
        None,
        [
            "cara daftar akun ahu online",
            "bikin akun ahu buat umum bisa?",
            "registrasi akun ahu gimana",
            "daftar user ahu online caranya",
        ],
    ),
    "fidusia-perubahan": _i(
        "public",
        "fidusia",
        None,
        [
            "cara ubah sertifikat fidusia",
            "perubahan data jaminan fidusia gimana",
            "salah input nomor rangka di fidusia, cara perbaikinya?",
            "mau ganti objek fidusia caranya",
        ],
        ["kalau ada data yang salah gimana ubahnya?"],
    ),
    "pt-perorangan-lama": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "berapa lama proses pt perorangan jadi",
            "pt perorangan jadinya berapa hari",
            "pengesahan pt perorangan lama gak",
            "sertifikat pt perorangan keluarnya kapan",
        ],
        ["prosesnya berapa lama?", "jadinya berapa hari?"],
    ),
    "koperasi-pendirian": _i(
        "public",
        "koperasi",
        None,
        [
            "cara mendirikan koperasi",
            "pengesahan koperasi di ahu gimana",
            "bikin koperasi simpan pinjam prosedurnya",
            "badan hukum koperasi daftar dimana",
        ],
    ),
    "kwn-naturalisasi-syarat": _i(
        "public",
        "kewarganegaraan",
        None,
        [
            "syarat naturalisasi jadi wni",
            "wna mau jadi wni syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya wna, syarat jadi wni apa aja",
        ],
    ),
    "apostille-lama": _i(
        "public",
        "apostille",
        None,
        [
            "apostille berapa lama jadinya",
            "proses apostille berapa hari",
            "apostille bisa jadi sehari?",
        ],
        ["berapa lama prosesnya?", "jadinya kapan ya?"],
    ),
    "voucher-kadaluarsa": _i(
        "public",
        "voucher",
        None,
        [
            "voucher ahu kadaluarsa gimana",
            "voucher sudah expired bisa dipakai lagi?",
            "masa berlaku voucher pnbp berapa lama",
            "voucher saya lewat tanggal, masih berlaku gak",
        ],
        ["vouchernya berlaku sampai kapan?"],
    ),
    "pt-perorangan-bubar": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "cara membubarkan pt perorangan",
            "pt perorangan mau ditutup gimana",
            "pembubaran pt perseorangan prosedurnya",
            "pt perorangan sudah tidak aktif mau dibubarkan",
        ],
        ["kalau mau dibubarkan gimana?"],
    ),
    "apostille-vs-legalisasi": _i(
        "public",
        "apostille",
        "apostille-vs-legalisasi",
        [
            "beda apostille sama legalisasi apa",
            "apostille atau legalisasi, bedanya apa",
            "perbedaan apostille dan legalisasi kemenlu",
            "negara tujuan belum ikut apostille, pakai legalisasi?",
        ],
        ["bedanya sama legalisasi apa?"],
    ),
    "int-pt-jumlah": _i(
        "internal",
        "int-pt",
        "internal-jumlah-pt-bulanan",
        [
            "berapa pt perorangan yang terdaftar bulan lalu per provinsi?",
            "jumlah pendaftaran pt perorangan di jawa barat februari 2029",
            "ada berapa pt perorangan baru di bali tahun 2028",
            "total pt perorangan terdaftar januari 2029",
            "tolong hitung pendaftaran pt perorangan di sulawesi selatan bulan ini",
        ],
        [
            "kalau jawa timur?",
            "tahun lalu berapa?",
            "kalau bulan sebelumnya?",
            "dki jakarta berapa?",
            "coba untuk ntb",
            "2027 nya?",
        ],
        [
            ("int-fidusia-jumlah", ["kalau fidusia berapa?", "fidusianya berapa?"]),
            ("int-pt-ranking", ["urutan provinsinya gimana?", "provinsi mana paling banyak?"]),
            ("int-yayasan-jumlah", ["kalau yayasan?"]),
        ],
    ),
    "int-pt-ranking": _i(
        "internal",
        "int-pt",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak daftar pt perorangan tahun 2028?",
            "5 provinsi teratas pendaftaran pt perorangan",
            "ranking provinsi pt perorangan terbanyak bulan lalu",
            "urutkan provinsi berdasarkan jumlah pt perorangan 2028",
        ],
        ["kalau 10 besar?", "tahun sebelumnya gimana urutannya?", "yang paling sedikit?"],
        [("int-pt-jumlah", ["jawa barat sendiri berapa?", "total semuanya berapa?"])],
    ),
    "int-fidusia-threshold": _i(
        "internal",
        "int-fidusia",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang pendaftaran fidusianya di atas 1.000 bulan lalu?",
            "kantor wilayah dengan fidusia lebih dari 2000 di januari 2029",
            "daftar kanwil yang fidusianya lewat 500 minggu ini",
        ],
        ["kalau di atas 500?", "bulan sebelumnya?", "kalau batasnya 3000?"],
        [("int-fidusia-jumlah", ["totalnya berapa?"])],
    ),
    "int-fidusia-jumlah": _i(
        "internal",
        "int-fidusia",
        None,
        [
            "berapa jumlah pendaftaran fidusia februari 2029",
            "total sertifikat fidusia terbit di jawa timur bulan lalu",
            "fidusia terdaftar tahun 2028 ada berapa",
        ],
        ["kalau banten?", "tahun lalu?"],
        [("int-fidusia-threshold", ["kanwil mana aja yang di atas 1000?"])],
    ),
    "int-yayasan-jumlah": _i(
        "internal",
        "int-yayasan",
        None,
        [
            "berapa yayasan yang disahkan tahun 2028",
            "jumlah pengesahan yayasan di jawa tengah bulan lalu",
            "ada berapa yayasan baru di aceh tahun ini",
        ],
        ["kalau sumatera barat?", "tahun sebelumnya berapa?"],
    ),
}

HARD = {
    "pt-perorangan-syarat": _i(
        "public",
        "pt-perorangan",
        "pt-perorangan-syarat",
        [
            "requirement pt perorangan apa aja?",
            "dokumen apa yg perlu disiapkan buat pt perseorangan",
            "what do i need to set up a pt perorangan?",
            "apa yang harus saya punya sebelum daftar PT satu pemilik",
            "single founder company di indonesia, persyaratannya apa",
            "kriteria pendiri pt perorangan itu gimana, harus wni?",
            "ktp sama npwp cukup gak buat pt perorangan?",
        ],
        ["requirementnya apa aja?", "yg perlu disiapin apa?"],
    ),
    "pt-perorangan-biaya": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "ongkos bikin pt perorangan",
            "how much does it cost to register pt perorangan",
            "tarif pnbp pendirian pt perseorangan",
            "fee pt perorangan di ahu berapa",
            "pt perorangan keluar duit berapa sampai jadi",
            "bayar berapa untuk pernyataan pendirian pt perorangan",
        ],
        ["fee nya berapa?", "ongkosnya?", "kena pnbp berapa?"],
    ),
    "akun-lupa-password": _i(
        "public",
        "akun",
        None,
        [
            "forgot password ahu online",
            "gak bisa masuk akun ahu, lupa sandi",
            "reset kata sandi ahu gimana",
            "login ahu gagal terus, pasword nya lupa",
        ],
    ),
    "fidusia-daftar": _i(
        "public",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "how to register jaminan fidusia",
            "fidusia daftarnya online atau datang ke kanwil",
            "alur pendaftaran fidusia untuk leasing",
            "cara daftarkan objek jaminan fidusia",
            "prosedur registrasi fidusia bagaimana",
        ],
        ["registrasinya gimana?"],
    ),
    "apostille-biaya": _i(
        "public",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document",
            "ongkos apostille ijazah",
            "tarif apostille berapa",
            "pnbp apostille satu dokumen",
            "apostille akta lahir harus keluar uang berapa",
        ],
        ["fee nya?", "berapa bayarnya?", "ongkosnya per dokumen?"],
    ),
    "pt-perorangan-cara": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "step by step daftar pt perorangan lewat ahu",
            "cara isi pernyataan pendirian pt perorangan online",
            "where do i register a pt perorangan, online or offline?",
            "alur pendaftaran pt perseorangan gimana",
            "prosedur mendirikan pt perorangan bagaimana",
        ],
        ["caranya gimana?", "daftarnya lewat mana?"],
    ),
    "cv-daftar-dimana": _i(
        "public",
        "cv",
        "cv-firma-pendaftaran",
        [
            "where do i register a cv now",
            "cv masih ke pengadilan atau sudah online",
            "pendaftaran firma lewat sistem apa",
            "sabu itu buat daftar cv ya? daftarnya dimana",
            "cv/firma register dimana sekarang",
        ],
    ),
    "yayasan-pendirian": _i(
        "public",
        "yayasan",
        "yayasan-pendirian",
        [
            "langkah mendirikan yayasan",
            "how to establish a foundation (yayasan) in indonesia",
            "alur pengesahan yayasan di ahu",
            "saya mau bikin yayasan panti asuhan, prosesnya gimana",
        ],
    ),
    "apostille-apa": _i(
        "public",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille tuh apa sih",
            "pengertian apostille",
            "apostil maksudnya apa",
        ],
    ),
    "pt-perorangan-lama": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "pt perorangan prosesnya makan waktu berapa hari",
            "how long until my pt perorangan is approved",
            "sertifikat pendirian pt perorangan terbit kapan setelah submit",
            "estimasi waktu pt perseorangan jadi",
        ],
        ["berapa lama?", "how long?", "jadinya kapan?"],
    ),
    "fidusia-biaya": _i(
        "public",
        "fidusia",
        None,
        [
            "biaya pendaftaran fidusia",
            "tarif pnbp fidusia berdasarkan nilai penjaminan",
            "fiduciary registration fee how much",
            "daftar fidusia mobil bayar berapa",
        ],
        ["bayarnya berapa?", "pnbp nya?"],
    ),
    "wasiat-pencarian": _i(
        "public",
        "wasiat",
        "wasiat-pencarian",
        [
            "how to find out if my late father left a will",
            "cara cek almarhum punya surat wasiat",
            "permohonan surat keterangan wasiat alurnya",
            "nyari wasiat almarhum di daftar pusat wasiat",
        ],
    ),
    "apostille-syarat": _i(
        "public",
        "apostille",
        None,
        [
            "syarat mengajukan apostille apa aja",
            "requirements to apply for apostille",
            "apa yang perlu disiapkan sebelum permohonan apostille",
            "mau apply apostille, harus upload apa saja",
        ],
        ["syaratnya apa?", "yg perlu disiapkan apa?"],
    ),
    "fidusia-roya": _i(
        "public",
        "fidusia",
        None,
        [
            "roya fidusia gimana",
            "how to delete fidusia after loan paid off",
            "penghapusan sertifikat fidusia",
            "cara mencoret fidusia, kredit sudah lunas",
        ],
        ["kalau udah lunas hapusnya gimana?"],
    ),
    "pt-biasa-akta": _i(
        "public",
        "pt-biasa",
        "pt-biasa-akta",
        [
            "pt persekutuan modal wajib notaris gak",
            "do i need a notary deed for a regular pt?",
            "pt biasa bisa didirikan pakai surat pernyataan aja?",
            "akta pendirian pt biasa harus dibuat notaris?",
        ],
    ),
    "pt-perorangan-bubar": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "how to close a pt perorangan",
            "syarat membubarkan pt perorangan",
            "pt perseorangan saya tidak jalan lagi, mau dibubarkan",
            "pernyataan pembubaran pt perorangan cara isinya",
        ],
        ["kalau mau tutup gimana?", "cara bubarinnya?"],
    ),
    "kwn-ganda-usia": _i(
        "public",
        "kewarganegaraan",
        "kewarganegaraan-ganda-anak",
        [
            "dual citizenship child must choose at what age",
            "anak dwi kewarganegaraan batas umurnya berapa",
            "anak ganda wajib pilih kewarganegaraan kapan",
        ],
    ),
    "apostille-dokumen": _i(
        "public",
        "apostille",
        "apostille-dokumen",
        [
            "which documents can be apostilled",
            "akta cerai bisa diapostille?",
            "jenis dokumen apa aja yang bisa dapat apostille",
            "skck bisa apostille gak",
        ],
        ["dokumen apa aja yang bisa?"],
    ),
    "pt-perorangan-ubah": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "ganti alamat pt perorangan caranya",
            "mau ubah modal dasar pt perorangan gimana",
            "update data pt perorangan (kbli) di ahu",
            "pernyataan perubahan pt perorangan gimana isinya",
        ],
        ["kalau mau ganti data nanti gimana?", "ubahnya gimana?"],
    ),
    "yayasan-biaya": _i(
        "public",
        "yayasan",
        None,
        [
            "tarif pengesahan yayasan",
            "bikin yayasan habis berapa",
            "foundation registration fee?",
            "pnbp yayasan berapa kak",
        ],
        ["biayanya?", "fee nya?"],
    ),
    "perkumpulan-bh": _i(
        "public",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan mau dapat status badan hukum gimana",
            "how can an association get legal entity status",
            "pengesahan perkumpulan lewat ahu caranya",
            "ormas perkumpulan supaya berbadan hukum prosesnya apa",
        ],
    ),
    "pt-perorangan-apa": _i(
        "public",
        "pt-perorangan",
        None,
        [
            "pt perorangan itu apa sih",
            "bedanya pt perorangan sama pt biasa apa",
            "what is pt perorangan exactly",
            "pt perseorangan artinya apa",
        ],
    ),
    "cv-biaya": _i(
        "public",
        "cv",
        None,
        [
            "biaya pendaftaran cv",
            "ongkos daftar cv di sabu",
            "cv registration fee berapa",
            "bayar berapa untuk pendaftaran firma",
        ],
        ["biayanya berapa?"],
    ),
    "fidusia-perubahan": _i(
        "public",
        "fidusia",
        None,
        [
            "cara mendaftarkan perubahan jaminan fidusia",
            "ubah data sertifikat fidusia",
            "change fiduciary certificate data",
            "koreksi nilai penjaminan fidusia yg salah input",
        ],
        ["kalau salah data ubahnya gimana?"],
    ),
    "pt-biasa-syarat": _i(
        "public",
        "pt-biasa",
        None,
        [
            "syarat mendirikan pt biasa apa aja",
            "requirement pendirian pt persekutuan modal",
            "dokumen apa yg dibawa ke notaris untuk bikin pt",
            "persyaratan modal dan dokumen pt biasa",
        ],
    ),
    "pt-biasa-biaya": _i(
        "public",
        "pt-biasa",
        None,
        [
            "biaya pengesahan pt biasa di ahu",
            "pnbp pendirian pt persekutuan modal berapa",
            "regular pt registration fee?",
            "ongkos bikin pt non perorangan berapa",
        ],
    ),
    "apostille-vs-legalisasi": _i(
        "public",
        "apostille",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi bedanya apa",
            "difference between apostille and legalization",
            "kapan pakai apostille kapan legalisasi kedutaan",
        ],
        ["bedanya sama legalisasi?"],
    ),
    "yayasan-bubar": _i(
        "public",
        "yayasan",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan tidak aktif mau ditutup prosedurnya",
            "how to dissolve a yayasan",
            "likuidasi yayasan gimana",
        ],
        ["kalau mau dibubarkan?"],
    ),
    "wasiat-daftar": _i(
        "public",
        "wasiat",
        None,
        [
            "cara mendaftarkan wasiat",
            "bagaimana cara membuat wasiat dan mendaftarkannya",
            "how to register a will in indonesia",
            "notaris lapor wasiat ke ahu gimana",
        ],
    ),
    "apostille-lama": _i(
        "public",
        "apostille",
        None,
        [
            "apostille processing time",
            "apostille makan waktu berapa lama",
            "berapa hari apostille selesai",
        ],
        ["how long?", "berapa lama?"],
    ),
    "cv-vs-pt": _i(
        "public",
        "cv",
        None,
        [
            "beda cv sama pt apa",
            "cv or pt, what's the difference",
            "mending cv atau pt, bedanya apa",
            "perbedaan tanggung jawab cv dan pt",
        ],
    ),
    "kwn-ganda-cara-pilih": _i(
        "public",
        "kewarganegaraan",
        None,
        [
            "cara anak kewarganegaraan ganda menyatakan memilih wni",
            "how to declare choosing indonesian citizenship for dual citizen child",
            "pernyataan memilih kewarganegaraan diajukan dimana",
            "anak ganda mau pilih wni daftarnya kemana",
        ],
    ),
    "wasiat-biaya": _i(
        "public",
        "wasiat",
        None,
        [
            "biaya surat keterangan wasiat",
            "tarif pencarian wasiat",
            "cek wasiat bayar berapa",
        ],
        ["biayanya?"],
    ),
    "voucher-bayar": _i(
        "public",
        "voucher",
        None,
        [
            "how to pay the ahu voucher",
            "pembayaran pnbp ahu lewat bank apa",
            "voucher dibayar pakai va gimana",
            "cara melunasi voucher ahu",
        ],
    ),
    "kwn-naturalisasi-syarat": _i(
        "public",
        "kewarganegaraan",
        None,
        [
            "requirements for naturalization in indonesia",
            "syarat pewarganegaraan wna",
            "wna mau jadi wni harus siapkan dokumen apa",
        ],
    ),
    "int-pt-jumlah": _i(
        "internal",
        "int-pt",
        "internal-jumlah-pt-bulanan",
        [
            "how many pt perorangan were registered in jawa tengah last month",
            "jumlah pt perorangan terdaftar per provinsi februari 2029",
            "hitung pendaftaran pt perorangan kalimantan timur q4 2028",
            "total registrasi pt perseorangan tahun 2028",
        ],
        ["kalau jatim?", "last year?", "tahun lalu berapa?", "kalau riau?"],
        [
            ("int-pt-ranking", ["top 3 provinsinya?"]),
            ("int-fidusia-jumlah", ["fidusia gimana?"]),
            ("int-pt-banding", ["naik berapa persen dibanding tahun lalu?"]),
        ],
    ),
    "int-pt-ranking": _i(
        "internal",
        "int-pt",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top 3 provinces by pt perorangan registrations 2028",
            "provinsi dengan pendaftaran pt perorangan terbanyak bulan lalu",
            "peringkat provinsi pt perorangan januari 2029",
        ],
        ["top 5 nya?", "tahun sebelumnya?"],
        [("int-pt-threshold", ["yang di atas 3000 mana aja?"])],
    ),
    "int-fidusia-threshold": _i(
        "internal",
        "int-fidusia",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yg fidusianya lebih dari 1.500 bulan lalu",
            "which regional offices had over 1000 fiduciary registrations in feb 2029",
            "list kanwil dengan pendaftaran fidusia di atas 800",
        ],
        ["kalau threshold 500?", "bulan sebelumnya?"],
        [("int-fidusia-ranking", ["urutannya gimana?"])],
    ),
    "int-fidusia-jumlah": _i(
        "internal",
        "int-fidusia",
        None,
        [
            "total pendaftaran fidusia bulan lalu",
            "berapa fidusia yang didaftarkan di banten 2028",
            "fiduciary registrations count january 2029",
        ],
        ["kalau jabar?", "tahun lalu?"],
    ),
    "int-fidusia-ranking": _i(
        "internal",
        "int-fidusia",
        None,
        [
            "provinsi mana dengan fidusia terbanyak 2028",
            "ranking kanwil pendaftaran fidusia bulan lalu",
            "top 5 provinces fidusia",
        ],
        ["top 10?"],
    ),
    "int-pt-threshold": _i(
        "internal",
        "int-pt",
        None,
        [
            "kanwil mana yang pendaftaran pt perorangannya di atas 2.000 bulan lalu",
            "provinsi dengan pt perorangan lebih dari 5000 tahun 2028",
            "offices above 1000 pt perorangan registrations",
        ],
        ["kalau di atas 1000?"],
    ),
    "int-pt-banding": _i(
        "internal",
        "int-pt",
        None,
        [
            "pendaftaran pt perorangan naik berapa persen dibanding tahun lalu",
            "bandingkan pt perorangan januari 2029 dengan januari 2028, selisihnya",
            "growth pt perorangan yoy di jawa barat",
        ],
        ["kalau dibanding bulan sebelumnya?"],
    ),
}

# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------

GREET = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "pagi",
    "selamat pagi",
    "siang kak",
    "sore min",
    "malam kak",
    "permisi",
    "assalamualaikum",
    "mohon info",
    "mau tanya",
    "numpang tanya",
    "hai admin",
]
GREET_HARD = [*GREET, "hello", "hi admin", "excuse me", "good morning", "sorry mau nanya"]
CLOSE = [
    "ya",
    "dong",
    "kak",
    "min",
    "makasih",
    "terima kasih",
    "mohon dibantu",
    "tolong infonya",
    "thx",
    "🙏",
    "ya kak",
    "plis",
]
CLOSE_HARD = [*CLOSE, "thanks", "pls", "asap ya"]
NONE_LINES = [
    "makasih kak",
    "ok",
    "oke min",
    "siap",
    "mantap",
    "terima kasih banyak",
    "halo",
    "pagi",
    "p",
    "test",
    "sip",
    "baik kak",
    "👍",
    "assalamualaikum",
    "ok noted",
    "thanks",
    "ya",
    "oke makasih",
    "halo min",
    "siap kak terima kasih",
]
NONE_HARD = [*NONE_LINES, "thank you", "noted, thx", "ok got it", "alright"]

ABBR = [
    (r"\byang\b", ["yg"]),
    (r"\bbagaimana\b", ["bgmn", "gmn"]),
    (r"\bgimana\b", ["gmn", "gmna"]),
    (r"\bberapa\b", ["brp", "brapa"]),
    (r"\bdimana\b", ["dmn"]),
    (r"\bsaya\b", ["sy", "aku"]),
    (r"\buntuk\b", ["utk", "buat"]),
    (r"\bbisa\b", ["bs", "bsa"]),
    (r"\btidak\b", ["gk", "tdk", "ga"]),
    (r"\bgak\b", ["gk", "ga"]),
    (r"\bsaja\b", ["aja"]),
    (r"\bsudah\b", ["udh", "sdh"]),
    (r"\bkarena\b", ["krn"]),
    (r"\btolong\b", ["tlg"]),
    (r"\bdengan\b", ["dgn"]),
    (r"\bkalau\b", ["kalo", "klo"]),
    (r"\bapa aja\b", ["apa2", "ap aja"]),
    (r"\bterima kasih\b", ["makasih", "trims"]),
    (r"\bsekarang\b", ["skrg"]),
    (r"\bbelum\b", ["blm"]),
    (r"\bharus\b", ["hrs"]),
    (r"\bjuga\b", ["jg"]),
]

KEYS = "qwertyuiop asdfghjkl zxcvbnm"
NEIGH = {}
for _row in KEYS.split():
    for _k, _c in enumerate(_row):
        NEIGH[_c] = (_row[_k - 1] if _k else "") + (_row[_k + 1] if _k + 1 < len(_row) else "")

FIRST = ["budi", "siti", "agus", "dewi", "rizky", "putri", "andi", "nur", "hendra", "wulan"]
LAST = ["santoso", "rahayu", "pratama", "lestari", "hidayat", "saputra", "wijaya", "nasution"]
PROV = ["31", "32", "33", "35", "36", "51", "12", "73", "64", "18"]


def typo(text: str, rng: Random) -> str:
    words = text.split(" ")
    cand = [k for k, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not cand:
        return text
    k = rng.choice(cand)
    w = words[k]
    j = rng.randrange(1, len(w) - 1)
    op = rng.random()
    if op < 0.3:
        w2 = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    elif op < 0.55:
        w2 = w[:j] + w[j + 1 :]
    elif op < 0.75:
        w2 = w[:j] + w[j] + w[j:]
    else:
        nb = NEIGH.get(w[j].lower(), "")
        w2 = w[:j] + (rng.choice(nb) if nb else w[j]) + w[j + 1 :]
    if w2 == w:
        w2 = w[:j] + w[j + 1 :]
    words[k] = w2
    return " ".join(words)


def abbreviate(text: str, rng: Random, p: float) -> str:
    for pat, subs in ABBR:
        if rng.random() < p:
            text = re.sub(pat, rng.choice(subs), text)
    return text


def pii(rng: Random) -> str:
    def digits(n):
        return "".join(str(rng.randrange(10)) for _ in range(n))

    kind = rng.randrange(5)
    if kind == 0:
        nik = rng.choice(PROV) + digits(4) + f"{rng.randrange(1, 29):02d}"
        nik += f"{rng.randrange(1, 13):02d}" + f"{rng.randrange(60, 100):02d}" + digits(4)
        return rng.choice(["nik saya ", "NIK: ", "nik ", "no ktp "]) + nik
    if kind == 1:
        body = (
            "8"
            + rng.choice(["12", "13", "21", "52", "57", "77", "95"])
            + digits(rng.choice([7, 8]))
        )
        form = rng.randrange(4)
        if form == 0:
            num = "0" + body
        elif form == 1:
            num = "+62 " + body[:3] + "-" + body[3:7] + "-" + body[7:]
        elif form == 2:
            num = "62" + body
        else:
            num = "0" + body[:3] + " " + body[3:7] + " " + body[7:]
        return rng.choice(["no hp ", "wa saya ", "hub ", "hp: "]) + num
    if kind == 2:
        mail = f"{rng.choice(FIRST)}.{rng.choice(LAST)}{rng.randrange(10, 99)}@"
        mail += rng.choice(["gmail.com", "yahoo.co.id", "outlook.com"])
        return rng.choice(["email sy ", "email: ", "ke email "]) + mail
    if kind == 3:
        npwp = f"{digits(2)}.{digits(3)}.{digits(3)}.{digits(1)}-{digits(3)}.{digits(3)}"
        return rng.choice(["npwp ", "NPWP: "]) + npwp
    name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    if rng.random() < 0.5:
        name = name.title()
    return rng.choice(["atas nama ", "an. ", "nama saya "]) + name


def noisy(q: str, rng: Random, hard: bool, first: bool, p_typo: float):
    """Return (text, had_typo)."""
    t = abbreviate(q, rng, 0.45)
    if first and rng.random() < 0.3:
        g = rng.choice(GREET_HARD if hard else GREET)
        t = g + rng.choice([" ", ", ", " ", ". "]) + t
    if rng.random() < 0.25:
        t = t.rstrip("?") + rng.choice([" ", " ", ", "]) + rng.choice(CLOSE_HARD if hard else CLOSE)
    if first and rng.random() < 0.06:
        t = t + rng.choice([". ", ", ", " "]) + pii(rng)
    had = False
    if rng.random() < p_typo:
        before = t
        t = typo(t, rng)
        if rng.random() < 0.2:
            t = typo(t, rng)
        had = t != before
    if rng.random() < 0.07:
        words = t.split(" ")
        w = words[-1]
        if w and w[-1].isalpha():
            words[-1] = w + w[-1] * rng.randrange(1, 4)
            t = " ".join(words)
    r = rng.random()
    if r < 0.12:
        t = t[:1].upper() + t[1:]
    elif r < 0.16:
        t = t.upper()
    elif r < 0.19:
        t = t.title()
    r = rng.random()
    if r < 0.3:
        t = t.rstrip("?.!")
    elif r < 0.4:
        t = t.rstrip("?.!") + rng.choice(["??", "???", "...", "!", " ?"])
    return t, had


# ---------------------------------------------------------------------------
# Sessions
# ---------------------------------------------------------------------------


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (r + 1) ** s for r in range(n)]


def session_start(rng: Random, start: datetime, internal: bool) -> datetime:
    while True:
        day = rng.randrange(7)
        d = start + timedelta(days=day)
        if internal and d.weekday() >= 5 and rng.random() < 0.85:
            continue
        break
    if internal:
        hour = rng.choice([8, 9, 9, 10, 10, 11, 13, 14, 14, 15, 16])
    else:
        hour = rng.choices(
            range(24),
            weights=[1, 1, 1, 1, 1, 2, 4, 7, 10, 11, 11, 10, 8, 9, 10, 10, 9, 7, 6, 7, 8, 7, 4, 2],
        )[0]
    return d.replace(hour=hour, minute=rng.randrange(60), second=rng.randrange(60))


def make_week(intents: dict, rng: Random, start: datetime, hard: bool, p_typo: float):
    pub = [k for k, v in intents.items() if v["surface"] == "public"]
    inn = [k for k, v in intents.items() if v["surface"] == "internal"]
    wpub = zipf_weights(len(pub), 1.0)
    winn = zipf_weights(len(inn), 0.8)
    n_int = round(N_LINES * 0.08)
    n_none = round(N_LINES * 0.04)
    n_pub = N_LINES - n_int - n_none
    sessions = []  # list of (internal, [(text, label, had_typo, feedback)])
    seen = set()

    def sid():
        while True:
            s = "s-" + "".join(rng.choice("0123456789abcdef") for _ in range(12))
            if s not in seen:
                seen.add(s)
                return s

    def line(intent, text, first, surface):
        t, had = noisy(text, rng, hard, first, p_typo)
        fb = None
        if rng.random() < (0.09 if surface == "public" else 0.05):
            fb = "up" if rng.random() < 0.6 else "down"
        return [t, intent, had, fb]

    # internal
    count = 0
    while count < n_int:
        it = rng.choices(inn, weights=winn)[0]
        cur = it
        used: set[str] = set()
        rows = [line(it, rng.choice(intents[it]["phr"]), True, "internal")]
        for _ in range(rng.choices([0, 1, 2, 3, 4], weights=[3, 4, 3, 2, 1])[0]):
            spec = intents[cur]
            sws = [(t, p) for t, ps in spec["sw"] for p in ps if p not in used]
            fus = [p for p in spec["fu"] if p not in used]
            if sws and (rng.random() < 0.25 or not fus):
                tgt, phr = rng.choice(sws)
                cur = tgt
            elif fus:
                phr = rng.choice(fus)
            else:
                break
            used.add(phr)
            rows.append(line(cur, phr, False, "internal"))
        rows = rows[: n_int - count]
        count += len(rows)
        sessions.append(("internal", rows))

    # public
    count = 0
    nones = 0
    while count < n_pub:
        it = rng.choices(pub, weights=wpub)[0]
        rows = [line(it, rng.choice(intents[it]["phr"]), True, "public")]
        svc = intents[it]["svc"]
        for _ in range(rng.choices([0, 1, 2], weights=[65, 25, 10])[0]):
            r = rng.random()
            same = [k for k in pub if intents[k]["svc"] == svc and intents[k]["fu"] and k != it]
            if r < 0.5 and same:
                nx = rng.choice(same)
                rows.append(line(nx, rng.choice(intents[nx]["fu"]), False, "public"))
            elif r < 0.65:
                nx = it
                rows.append(line(it, rng.choice(intents[it]["phr"]), False, "public"))
            else:
                nx = rng.choices(pub, weights=wpub)[0]
                rows.append(line(nx, rng.choice(intents[nx]["phr"]), True, "public"))
            it = nx
            svc = intents[it]["svc"]
        rows = rows[: n_pub - count]
        count += len(rows)
        if nones < n_none and rng.random() < 0.07:
            rows.append([rng.choice(NONE_HARD if hard else NONE_LINES), "none", False, None])
            nones += 1
        sessions.append(("public", rows))
    while nones < n_none:
        t = rng.choice(NONE_HARD if hard else NONE_LINES)
        had = False
        if len(t) >= 5 and rng.random() < 0.15:
            t2 = typo(t, rng)
            had = t2 != t
            t = t2
        sessions.append(("public", [[t, "none", had, None]]))
        nones += 1

    out = []
    for surface, rows in sessions:
        s = sid()
        at = session_start(rng, start, surface == "internal")
        for k, (text, label, had, fb) in enumerate(rows):
            if k:
                at = at + timedelta(seconds=rng.randrange(15, 300))
            rec = {
                "at": at.isoformat(),
                "session": s,
                "question": text,
                "surface": surface,
            }
            if fb and label != "none":
                rec["feedback"] = fb
            rec["label"] = label
            out.append((at, s, k, rec, had))
    out.sort(key=lambda x: (x[0], x[1], x[2]))
    truth = {
        "set": GOLDEN,
        "covered": {k: v["item"] for k, v in intents.items()},
    }
    return out, truth


def write(out_dir: Path, name: str, rows, truth) -> None:
    with (out_dir / f"heath-{name}.jsonl").open("w", encoding="utf-8", newline="\n") as f:
        for _, _, _, rec, _ in rows:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with (out_dir / f"heath-{name}.truth.json").open("w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")


def stats(name: str, rows, truth) -> None:
    n = len(rows)
    labels = {r[3]["label"] for r in rows} - {"none"}
    internal = sum(1 for r in rows if r[3]["surface"] == "internal")
    typos = sum(1 for r in rows if r[4])
    none = sum(1 for r in rows if r[3]["label"] == "none")
    cov = sum(1 for v in truth["covered"].values() if v)
    print(
        f"{name}: lines={n} intents={len(truth['covered'])} seen={len(labels)} "
        f"internal={internal / n:.1%} typos={typos / n:.1%} none={none / n:.1%} "
        f"covered={cov}/{len(truth['covered'])}",
        file=sys.stderr,
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="bench/weeks")
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    rng = Random(SEED)
    weeks = [
        ("typical", TYPICAL, datetime(2029, 3, 5, tzinfo=TZ), False, 0.32),
        ("hard", HARD, datetime(2029, 3, 12, tzinfo=TZ), True, 0.27),
    ]
    for name, intents, start, hard, p_typo in weeks:
        rows, truth = make_week(intents, rng, start, hard, p_typo)
        write(out_dir, name, rows, truth)
        if args.stats:
            stats(name, rows, truth)


if __name__ == "__main__":
    main()
