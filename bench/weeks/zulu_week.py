"""Generate the zulu pair of held-out weeks of AHU chatbot traffic.

Independently written by the author `zulu`. Stdlib only, seeded, byte-identical on every run:

    python3 bench/weeks/zulu_week.py --out bench/weeks

writes zulu-typical.jsonl, zulu-hard.jsonl, zulu-typical.truth.json and zulu-hard.truth.json.
Frozen: held out until its one measurement.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import re
from pathlib import Path

SEED = 5810327
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = dt.timezone(dt.timedelta(hours=7))
N_LINES = 3000


def intent(iid, surf, svc, cov, q, fu=(), to=(), sw=()):
    return {
        "id": iid,
        "surface": surf,
        "svc": svc,
        "cov": cov,
        "q": list(q),
        "fu": list(fu),
        "to": list(to),
        "sw": list(sw),
    }


# ---------------------------------------------------------------------------
# Typical week: ordinary users, plain Indonesian. Listed in Zipf rank order.
# ---------------------------------------------------------------------------
TYPICAL_PUBLIC = [
    intent(
        "pt-perorangan-syarat",
        "public",
        "pt-perorangan",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan pt perorangan",
            "syarat bikin pt perorangan apa aja",
            "mau buat pt perorangan syaratnya apa saja",
            "persyaratan pendirian pt perorangan",
            "pt perorangan syaratnya apa",
            "bisa tolong dijelaskan syarat pt perorangan",
            "syarat pendirian pt perseorangan apa saja ya",
            "saya mau daftar pt perorangan, apa saja yang harus dipenuhi",
            "pt perorangan harus wni ya? syaratnya apa aja",
            "apa syarat untuk pt perorangan usaha mikro",
            "kalau mau bikin pt perseorangan harus siapin apa aja",
            "syarat pt perorangan untuk umkm",
        ],
        [
            "syaratnya apa aja?",
            "terus syaratnya apa",
            "kalau persyaratannya apa saja",
        ],
    ),
    intent(
        "akun-ahu-password",
        "public",
        "akun",
        None,
        [
            "lupa password akun ahu online gimana",
            "tidak bisa login ahu, lupa kata sandi",
            "cara reset password ahu online",
            "password ahu saya lupa, bagaimana cara mengembalikannya",
            "akun ahu saya tidak bisa masuk katanya password salah terus",
            "link reset password tidak masuk ke email",
            "gimana ganti kata sandi akun ahu saya lupa",
            "lupa sandi akun di ahu online",
        ],
    ),
    intent(
        "pt-perorangan-biaya",
        "public",
        "pt-perorangan",
        None,
        [
            "berapa biaya pendirian pt perorangan",
            "biaya bikin pt perorangan berapa",
            "pt perorangan bayar berapa ya",
            "daftar pt perorangan gratis atau bayar",
            "berapa pnbp untuk pt perorangan",
            "biaya pt perseorangan sekarang berapa",
            "ada biayanya tidak kalau daftar pt perorangan",
            "total biaya pt perorangan sampai jadi berapa",
        ],
        [
            "biayanya berapa?",
            "kalau biayanya berapa ya",
            "bayar berapa kak",
            "ada biayanya tidak",
        ],
    ),
    intent(
        "fidusia-pendaftaran-cara",
        "public",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "bagaimana cara daftar jaminan fidusia",
            "cara pendaftaran fidusia online",
            "langkah langkah mendaftarkan fidusia",
            "mau daftarin jaminan fidusia caranya gimana",
            "pendaftaran fidusia lewat mana",
            "cara mendaftarkan jaminan fidusia untuk kredit motor",
            "prosedur pendaftaran fidusia di ahu",
            "fidusia daftarnya bagaimana ya",
        ],
        ["cara daftarnya gimana?", "terus daftarnya bagaimana"],
    ),
    intent(
        "apostille-biaya",
        "public",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille per dokumen",
            "biaya apostille berapa",
            "apostille ijazah bayarnya berapa",
            "tarif apostille satu dokumen berapa",
            "apostille itu bayar berapa ya",
            "biaya apostille akta kelahiran berapa",
            "berapa pnbp apostille",
            "biaya untuk apostille transkrip nilai berapa",
        ],
        [
            "berapa biayanya untuk satu dokumen",
            "biayanya berapa",
            "bayarnya berapa per dokumen",
        ],
    ),
    intent(
        "pembayaran-voucher-belum-terverifikasi",
        "public",
        "voucher",
        None,
        [
            "sudah bayar voucher tapi status masih belum bayar",
            "sudah transfer pnbp kok belum terkonfirmasi",
            "pembayaran voucher sudah berhasil tapi di ahu belum berubah",
            "bukti bayar ada tapi status pembayaran masih menunggu",
            "sudah bayar dari kemarin tapi voucher belum terverifikasi",
            "kenapa pembayaran saya belum masuk di sistem ahu",
        ],
    ),
    intent(
        "apostille-apa-itu",
        "public",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa ya",
            "maksudnya apostille itu apa",
            "apostille artinya apa",
            "pengertian apostille",
            "apostille itu buat apa sih",
        ],
    ),
    intent(
        "yayasan-pendirian-cara",
        "public",
        "yayasan",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "bagaimana cara bikin yayasan",
            "prosedur pendirian yayasan",
            "mau buat yayasan sosial caranya gimana",
            "langkah mendirikan yayasan pendidikan",
            "cara mengurus pendirian yayasan di ahu",
            "gimana cara daftar yayasan",
        ],
        ["caranya gimana?", "prosedurnya bagaimana"],
    ),
    intent(
        "cv-pendaftaran-tempat",
        "public",
        "cv",
        "cv-firma-pendaftaran",
        [
            "daftar cv dimana sekarang",
            "pendaftaran cv sekarang di mana, masih di pengadilan negeri?",
            "firma didaftarkan di mana",
            "cv sekarang daftarnya ke mana",
            "apakah cv masih daftar di pn",
            "tempat pendaftaran cv dan firma",
            "cv didaftarkan lewat sistem apa",
        ],
        ["daftarnya di mana?", "sekarang daftarnya ke mana"],
    ),
    intent(
        "fidusia-roya",
        "public",
        "fidusia",
        None,
        [
            "cara roya fidusia",
            "bagaimana menghapus jaminan fidusia kalau kredit sudah lunas",
            "kredit sudah lunas, fidusia harus dihapus gimana",
            "penghapusan sertifikat fidusia",
            "roya fidusia online caranya",
            "hapus fidusia setelah pelunasan",
        ],
        ["kalau kreditnya sudah lunas gimana hapusnya?", "terus roya nya gimana"],
    ),
    intent(
        "wasiat-pencarian",
        "public",
        "wasiat-cari",
        "wasiat-pencarian",
        [
            "bagaimana cara cek apakah almarhum meninggalkan wasiat",
            "cara mengetahui ada wasiat atau tidak dari orang tua yang sudah meninggal",
            "cek wasiat almarhum bapak saya",
            "cara mengurus surat keterangan wasiat",
            "ayah saya meninggal, bagaimana tahu beliau punya wasiat",
            "pencarian data wasiat orang yang sudah meninggal",
            "mau cek wasiat pewaris",
        ],
    ),
    intent(
        "akun-ahu-registrasi",
        "public",
        "akun",
        None,
        [
            "cara daftar akun ahu online",
            "bagaimana membuat akun di ahu",
            "registrasi akun ahu untuk umum",
            "bikin akun ahu gimana",
            "daftar user baru ahu online",
            "mau buat akun ahu online untuk perusahaan",
        ],
    ),
    intent(
        "kewarganegaraan-anak-ganda-usia",
        "public",
        "kewarganegaraan-anak",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda sampai umur berapa harus memilih",
            "batas usia anak dwi kewarganegaraan memilih",
            "anak saya berkewarganegaraan ganda, kapan harus pilih wni atau wna",
            "umur berapa anak ganda wajib memilih kewarganegaraan",
            "anak hasil kawin campur sampai usia berapa boleh punya dua kewarganegaraan",
            "batas waktu memilih kewarganegaraan untuk anak ganda terbatas",
        ],
    ),
    intent(
        "pt-biasa-akta-notaris",
        "public",
        "pt-biasa",
        "pt-biasa-akta",
        [
            "apakah pendirian pt biasa wajib pakai akta notaris",
            "pt biasa harus lewat notaris?",
            "bikin pt biasa perlu notaris tidak",
            "pt persekutuan modal harus akta notaris ya",
            "mendirikan pt biasa bisa tanpa notaris?",
            "kalau pt bukan perorangan wajib akta notaris kah",
        ],
    ),
    intent(
        "voucher-kedaluwarsa",
        "public",
        "voucher",
        None,
        [
            "voucher pembayaran saya sudah kadaluarsa bagaimana",
            "voucher pnbp expired belum sempat bayar",
            "kode voucher sudah lewat masa berlakunya, apa bisa diperpanjang",
            "voucher sudah expired harus bikin ulang?",
            "masa berlaku voucher pembayaran sudah habis, terus gimana",
        ],
    ),
    intent(
        "pt-perorangan-ubah-ke-pt-biasa",
        "public",
        "pt-perorangan",
        None,
        [
            "cara mengubah pt perorangan jadi pt biasa",
            "pt perorangan mau ganti jadi pt persekutuan modal gimana",
            "bagaimana kalau pt perorangan mau tambah pemegang saham",
            "perubahan status pt perorangan ke pt biasa",
            "pt perorangan saya mau jadi pt biasa, prosedurnya apa",
        ],
        [
            "kalau nanti mau diubah jadi pt biasa bisa?",
            "nanti bisa ganti jadi pt biasa tidak",
        ],
    ),
    intent(
        "apostille-dokumen-yang-bisa",
        "public",
        "apostille",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille tidak",
            "apakah akta nikah bisa diapostille",
            "jenis dokumen yang bisa di apostille apa aja",
            "dokumen swasta bisa apostille?",
            "surat keterangan catatan kepolisian bisa diapostille?",
        ],
        ["ijazah bisa?", "kalau akta kelahiran bisa diapostille?", "dokumen apa aja yg bisa?"],
    ),
    intent(
        "perkumpulan-badan-hukum",
        "public",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan jadi badan hukum",
            "cara mengesahkan perkumpulan sebagai badan hukum",
            "perkumpulan saya mau berbadan hukum caranya gimana",
            "pengesahan badan hukum perkumpulan",
            "langkah perkumpulan mendapat status badan hukum",
        ],
    ),
    intent(
        "apostille-vs-legalisasi",
        "public",
        "apostille",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dan legalisasi",
            "bedanya apostille sama legalisasi apa",
            "apostille dan legalisasi kedutaan itu sama tidak",
            "perbedaan apostille dengan legalisasi dokumen",
            "negara tujuan bukan anggota apostille, jadi harus legalisasi?",
        ],
        ["bedanya sama legalisasi apa?", "itu sama dengan legalisasi bukan?"],
    ),
    intent(
        "koperasi-pendirian",
        "public",
        "koperasi",
        None,
        [
            "cara mendirikan koperasi",
            "pendirian koperasi daftar di mana",
            "bikin koperasi simpan pinjam gimana prosedurnya",
            "pengesahan badan hukum koperasi caranya",
            "koperasi didaftarkan lewat ahu juga?",
        ],
    ),
    intent(
        "pt-perorangan-pembubaran",
        "public",
        "pt-perorangan",
        None,
        [
            "cara membubarkan pt perorangan",
            "pt perorangan mau ditutup gimana",
            "pembubaran pt perorangan prosedurnya",
            "usaha sudah tidak jalan, pt perorangan bisa dibubarkan?",
            "bagaimana menutup pt perorangan",
        ],
        ["kalau mau ditutup gimana caranya", "kalau nanti mau bubar prosedurnya apa"],
    ),
    intent(
        "naturalisasi-syarat",
        "public",
        "naturalisasi",
        None,
        [
            "syarat naturalisasi jadi wni",
            "wna mau jadi wni syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya wna mau jadi wni, apa saja syaratnya",
            "syarat permohonan kewarganegaraan indonesia untuk orang asing",
        ],
    ),
    intent(
        "yayasan-biaya",
        "public",
        "yayasan",
        None,
        [
            "biaya pendirian yayasan berapa",
            "bikin yayasan bayar berapa",
            "pnbp pengesahan yayasan berapa",
            "biaya pengesahan yayasan di ahu",
            "total biaya mendirikan yayasan",
        ],
        ["biayanya berapa?", "bayar pnbp nya berapa"],
    ),
    intent(
        "wasiat-pendaftaran",
        "public",
        "wasiat-daftar",
        None,
        [
            "cara mendaftarkan wasiat",
            "saya mau buat wasiat, didaftarkan di mana",
            "pendaftaran akta wasiat",
            "wasiat harus didaftarkan ke kementerian?",
            "bagaimana prosedur pendaftaran wasiat oleh notaris",
        ],
    ),
    intent(
        "cv-syarat",
        "public",
        "cv",
        None,
        [
            "syarat pendirian cv",
            "bikin cv syaratnya apa",
            "persyaratan mendirikan cv apa saja",
            "cv minimal berapa orang pendirinya",
            "dokumen yang harus disiapkan untuk cv",
        ],
        ["syaratnya apa aja", "minimal berapa orang?"],
    ),
]

TYPICAL_INTERNAL = [
    intent(
        "int-jumlah-pt-perorangan",
        "internal",
        "pt-perorangan",
        "internal-jumlah-pt-bulanan",
        [
            "berapa jumlah pendaftaran pt perorangan di {prov} {period}",
            "tolong hitung pt perorangan yang terdaftar {period} per provinsi",
            "jumlah pt perorangan baru {period}",
            "pt perorangan {prov} {period} ada berapa",
            "minta angka pendaftaran pt perorangan {period} untuk {prov}",
            "total registrasi pt perorangan nasional {period}",
        ],
        [
            "kalau {prov}?",
            "tahun lalu berapa?",
            "bulan sebelumnya?",
            "kalau {period}?",
            "yang {prov} berapa?",
            "coba untuk {prov} juga",
        ],
        to=["int-ranking-provinsi-pt"],
    ),
    intent(
        "int-ranking-provinsi-pt",
        "internal",
        "pt-perorangan",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "{k} provinsi dengan pendaftaran pt perorangan terbanyak {period}",
            "provinsi mana yang paling banyak daftar pt perorangan {period}",
            "urutkan provinsi berdasarkan jumlah pt perorangan {period}",
            "ranking provinsi pt perorangan {period}, top {k} saja",
        ],
        ["kalau {period} urutannya gimana?", "top {k} nya?", "kalau {period}?"],
        sw=[
            "provinsi mana yang paling banyak?",
            "urutkan {k} teratas dong",
            "ranking per provinsinya gimana?",
        ],
    ),
    intent(
        "int-fidusia-kanwil-diatas",
        "internal",
        "fidusia",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang pendaftaran fidusianya lebih dari {n} {period}",
            "daftar kantor wilayah dengan fidusia di atas {n} {period}",
            "kanwil yang mencatat lebih dari {n} fidusia {period} apa saja",
            "tampilkan kanwil dengan pendaftaran jaminan fidusia > {n} {period}",
        ],
        ["kalau batasnya {n}?", "kalau {period} kanwil mana saja?", "kalau di atas {n}?"],
        sw=["kanwil mana aja yang di atas {n}?", "yang lebih dari {n} kanwil mana saja?"],
    ),
    intent(
        "int-jumlah-fidusia",
        "internal",
        "fidusia",
        None,
        [
            "berapa jumlah pendaftaran fidusia {period}",
            "total sertifikat fidusia terbit di {prov} {period}",
            "pendaftaran jaminan fidusia kanwil {prov} {period} berapa",
            "hitung fidusia {period} nasional",
        ],
        ["kalau {prov}?", "tahun lalu?", "kalau {period} berapa?"],
        to=["int-fidusia-kanwil-diatas"],
    ),
    intent(
        "int-jumlah-yayasan",
        "internal",
        "yayasan",
        None,
        [
            "berapa yayasan yang disahkan {period}",
            "jumlah pengesahan yayasan di {prov} {period}",
            "yayasan baru {period} ada berapa",
            "hitung pengesahan yayasan {period} per provinsi",
        ],
        ["kalau {prov}?", "tahun lalu?"],
    ),
]

# ---------------------------------------------------------------------------
# Hard week: English mixed in, synonyms, intents that differ only in the facet.
# ---------------------------------------------------------------------------
HARD_PUBLIC = [
    intent(
        "pt-perorangan-syarat",
        "public",
        "pt-perorangan",
        "pt-perorangan-syarat",
        [
            "requirement buat PT perorangan apa aja?",
            "dokumen apa yg harus disiapkan kalau mau bikin PT perseorangan",
            "kriteria pendiri PT perorangan itu gimana, WNA boleh?",
            "what do I need to set up a PT perorangan",
            "kelengkapan berkas PT perorangan",
            "aku umur 19, boleh punya PT perorangan sendiri? apa lagi yg dibutuhin",
            "PT satu orang itu ketentuannya apa aja ya",
            "prerequisites PT individu apa saja",
            "mau bikin PT sendirian tanpa partner, harus punya apa aja",
        ],
        ["requirement nya apa aja?", "trus yg perlu disiapin apa"],
    ),
    intent(
        "pt-perorangan-biaya",
        "public",
        "pt-perorangan",
        None,
        [
            "PT perorangan fee nya berapa?",
            "tarif PNBP PT perseorangan",
            "ongkos bikin PT perorangan kira2 brp",
            "how much does it cost to register a PT perorangan",
            "bayar berapa sih utk PT satu orang",
            "PT perorangan gratis ga? atau ada PNBP nya",
            "harga pendirian PT perseorangan sekarang",
            "budget yg harus disiapin buat PT perorangan berapa ya",
        ],
        ["fee nya brp?", "ongkosnya?", "PNBP nya berapa"],
    ),
    intent(
        "apostille-biaya",
        "public",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document berapa?",
            "tarif apostille 1 lembar ijazah",
            "ongkos apostille berapa ya",
            "how much is the apostille for one document",
            "PNBP apostille sekarang berapaan",
            "mau apostille 3 dokumen, total bayar berapa",
            "apostille itu harganya brp per berkas",
        ],
        ["tarifnya per dokumen?", "bayarnya berapa"],
    ),
    intent(
        "fidusia-pendaftaran-cara",
        "public",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "how to register jaminan fidusia online",
            "alur input fidusia di sistem ahu",
            "step by step daftarin fidusia kendaraan leasing",
            "prosedur pencatatan jaminan fidusia",
            "fidusia registration flow nya gimana",
            "leasing kami mau mendaftarkan objek fidusia, langkahnya apa",
            "proses pendaftaran fidusia dilakukan di menu mana",
        ],
        ["cara daftarnya?", "input nya gimana?"],
    ),
    intent(
        "akun-ahu-password",
        "public",
        "akun",
        None,
        [
            "forgot password AHU online",
            "ga bisa sign in ahu, katanya password salah",
            "reset kata sandi akun ahu gmn",
            "akun ahu ke-lock setelah salah password berkali2",
            "email reset password ahu ga nyampe2",
            "mau ganti password akun ahu tapi lupa yang lama",
        ],
    ),
    intent(
        "pt-perorangan-cara-daftar",
        "public",
        "pt-perorangan",
        None,
        [
            "step by step daftar PT perorangan online",
            "alur pendaftaran PT perseorangan di website ahu",
            "how to register a PT perorangan",
            "PT perorangan didaftarinnya lewat mana? login dulu ke ahu?",
            "prosedur mengisi pernyataan pendirian PT perorangan",
            "tata cara bikin PT perorangan sendiri tanpa notaris",
            "langkah2 pengisian form PT perorangan",
        ],
        ["step2nya gimana?", "daftarnya lewat mana"],
    ),
    intent(
        "apostille-syarat-berkas",
        "public",
        "apostille",
        None,
        [
            "dokumen apa yg perlu disiapkan utk mengajukan apostille",
            "requirement apostille apa aja? perlu ktp/paspor?",
            "berkas yg harus diupload waktu permohonan apostille",
            "apostille ijazah harus bawa apa aja",
            "kelengkapan permohonan apostille apa ya",
            "what documents do I need to submit for an apostille application",
            "syarat pengajuan apostille",
        ],
        ["berkas yg disiapin apa aja?", "requirement nya apa?"],
    ),
    intent(
        "pt-perorangan-lama-proses",
        "public",
        "pt-perorangan",
        None,
        [
            "PT perorangan jadinya berapa lama",
            "processing time PT perorangan berapa hari",
            "kapan sertifikat PT perseorangan terbit setelah submit",
            "estimasi selesai pendaftaran PT perorangan",
            "how long does it take to get a PT perorangan approved",
            "daftar PT perorangan bisa sehari jadi?",
        ],
        ["berapa lama prosesnya?", "berapa hari jadi?"],
    ),
    intent(
        "yayasan-pendirian-cara",
        "public",
        "yayasan",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "alur bikin yayasan dari awal sampai disahkan",
            "prosedur pengesahan badan hukum yayasan lewat ahu",
            "step mendirikan foundation / yayasan sosial",
            "mau buka yayasan panti asuhan, langkah2nya apa",
            "yayasan itu dibentuknya gimana, lewat notaris dulu?",
        ],
        ["alurnya gimana?"],
    ),
    intent(
        "apostille-lama-proses",
        "public",
        "apostille",
        None,
        [
            "apostille berapa lama jadinya",
            "processing time apostille",
            "apostille bisa selesai hari ini?",
            "berapa hari sertifikat apostille keluar",
            "how long is the apostille process",
            "estimasi waktu apostille ijazah",
        ],
        ["berapa lama?", "berapa hari jadinya"],
    ),
    intent(
        "fidusia-biaya",
        "public",
        "fidusia",
        None,
        [
            "biaya pendaftaran fidusia berapa",
            "tarif PNBP fidusia utk nilai penjaminan 100 juta",
            "fidusia fee berapa per akta",
            "ongkos daftar jaminan fidusia",
            "how much to register fidusia",
            "bayar berapa kalau daftar fidusia motor",
        ],
        ["biayanya berapa?", "PNBP nya?"],
    ),
    intent(
        "pt-biasa-akta-notaris",
        "public",
        "pt-biasa",
        "pt-biasa-akta",
        [
            "PT non perorangan wajib lewat notaris ga?",
            "pendirian PT persekutuan modal harus pakai deed notaris?",
            "do I need a notary to set up a regular PT",
            "PT yg 2 pemegang saham bisa didirikan sendiri tanpa notaris?",
            "PT biasa boleh bikin sendiri online tanpa notaris kayak PT perorangan?",
            "wajibkah notaris buat PT umum",
        ],
        ["harus notaris juga?", "wajib akta notaris?"],
    ),
    intent(
        "pt-biasa-biaya",
        "public",
        "pt-biasa",
        None,
        [
            "biaya PT biasa berapa",
            "PNBP pengesahan PT persekutuan modal",
            "tarif pendirian PT (bukan perorangan)",
            "how much does a regular PT cost to register",
            "PT biasa bayar berapa ke negara",
            "ongkos PT 2 orang berapa ya",
        ],
        ["tarifnya?", "bayarnya berapa"],
    ),
    intent(
        "cv-pendaftaran-tempat",
        "public",
        "cv",
        "cv-firma-pendaftaran",
        [
            "CV sekarang register nya ke mana?",
            "where do I register a CV now",
            "firma masih di pengadilan negeri atau sudah pindah",
            "pendaftaran persekutuan komanditer lewat sistem apa",
            "CV didaftarin di SABU ya?",
            "mau daftar CV, ke kantor mana",
        ],
        ["register nya di mana?"],
    ),
    intent(
        "apostille-apa-itu",
        "public",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille tuh maksudnya gimana",
            "pengertian apostille itu apa",
            "apostille = ? aku baru denger",
            "fungsi apostille buat apa",
            "apostille itu semacam cap atau gimana",
        ],
    ),
    intent(
        "fidusia-roya",
        "public",
        "fidusia",
        None,
        [
            "cara roya fidusia setelah lunas",
            "hapus jaminan fidusia, prosedurnya",
            "penghapusan fidusia online",
            "how to cancel fidusia after the loan is paid off",
            "leasing udah lunas, sertifikat fidusia dicoret gimana",
            "pencoretan fidusia",
        ],
        ["kalau udah lunas hapusnya gimana?"],
    ),
    intent(
        "pt-perorangan-ubah-data",
        "public",
        "pt-perorangan",
        None,
        [
            "cara ganti alamat PT perorangan",
            "update data PT perorangan (kbli) gimana",
            "perubahan pernyataan PT perorangan",
            "how to change my PT perorangan details",
            "mau edit bidang usaha PT perseorangan",
            "revisi nama PT perorangan bisa?",
        ],
        ["kalau nanti mau ganti alamat gimana?"],
    ),
    intent(
        "yayasan-syarat",
        "public",
        "yayasan",
        None,
        [
            "syarat mendirikan yayasan apa aja",
            "requirement yayasan",
            "dokumen apa yg perlu disiapin buat yayasan",
            "pendiri yayasan minimal berapa orang, kekayaan awalnya harus berapa",
            "kelengkapan berkas pendirian yayasan",
            "what is needed to set up a yayasan",
        ],
        ["syaratnya apa?"],
    ),
    intent(
        "wasiat-pencarian",
        "public",
        "wasiat-cari",
        "wasiat-pencarian",
        [
            "cara cek wasiat orang tua yg sudah meninggal",
            "how to find out if my late father left a will",
            "penelusuran wasiat almarhumah ibu",
            "mau tau ada testamen atau ngga dari pewaris",
            "mengurus surat keterangan wasiat untuk ahli waris",
            "bapak sudah wafat, gimana tau pernah bikin wasiat di notaris",
        ],
    ),
    intent(
        "pt-biasa-syarat",
        "public",
        "pt-biasa",
        None,
        [
            "syarat pendirian PT biasa apa aja",
            "requirement PT persekutuan modal",
            "dokumen apa aja buat bikin PT dengan 2 pendiri",
            "modal minimal dan syarat PT biasa",
            "apa yang perlu disiapkan untuk mendirikan PT umum",
            "kelengkapan dokumen PT non perorangan",
        ],
        ["requirement nya?"],
    ),
    intent(
        "apostille-vs-legalisasi",
        "public",
        "apostille",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi bedanya apa",
            "difference between apostille and legalization",
            "kalau negaranya bukan member konvensi apostille, tetap legalisasi kedutaan?",
            "legalisir kemenlu sama apostille sama ga",
            "kapan pakai apostille kapan pakai legalisasi",
            "apostille menggantikan legalisasi ya?",
        ],
        ["bedanya sama legalisir apa?"],
    ),
    intent(
        "kewarganegaraan-anak-ganda-usia",
        "public",
        "kewarganegaraan-anak",
        "kewarganegaraan-ganda-anak",
        [
            "batas umur anak dwi kewarganegaraan harus milih",
            "anak bipatride sampai usia berapa",
            "age limit for dual citizenship children in indonesia",
            "anak kawin campur kapan wajib pilih salah satu paspor",
            "usia maksimal anak kewarganegaraan ganda terbatas",
            "anak saya 17 tahun punya 2 paspor, kapan deadline pilih",
        ],
        ["sampai umur berapa?"],
    ),
    intent(
        "yayasan-biaya",
        "public",
        "yayasan",
        None,
        [
            "ongkos pengesahan yayasan",
            "yayasan fee berapa",
            "PNBP yayasan berapa",
            "bikin yayasan abis berapa duit",
            "how much to register a foundation",
        ],
        ["ongkosnya berapa?"],
    ),
    intent(
        "pt-perorangan-apa-itu",
        "public",
        "pt-perorangan",
        None,
        [
            "PT perorangan itu apa sih",
            "bedanya PT perorangan sama PT biasa apa",
            "what is a PT perorangan",
            "PT perseorangan vs CV lebih bagus mana",
            "maksudnya PT perorangan itu PT yg cuma 1 orang?",
            "perbedaan PT perseorangan dengan PT persekutuan modal",
        ],
        ["bedanya sama PT biasa apa?"],
    ),
    intent(
        "apostille-dokumen-yang-bisa",
        "public",
        "apostille",
        "apostille-dokumen",
        [
            "ijazah bisa di apostille kan?",
            "dokumen apa aja yg eligible buat apostille",
            "which documents can be apostilled",
            "akta cerai bisa apostille atau ngga",
            "surat dari perusahaan swasta bisa apostille?",
            "SKCK bisa diapostille?",
        ],
        ["akta lahir bisa?", "ijazah bisa ga?"],
    ),
    intent(
        "fidusia-perubahan",
        "public",
        "fidusia",
        None,
        [
            "ubah data sertifikat fidusia",
            "salah ketik no mesin di fidusia, revisi gimana",
            "how to amend a fidusia registration",
            "update penerima fidusia karena merger",
            "perubahan nilai penjaminan fidusia",
        ],
        ["kalau ada data yang salah, revisinya gimana?"],
    ),
    intent(
        "pembayaran-voucher-belum-terverifikasi",
        "public",
        "voucher",
        None,
        [
            "udah bayar voucher tapi status masih unpaid",
            "payment sudah sukses tapi di ahu belum ke-update",
            "transfer PNBP udh masuk tapi belum terverifikasi",
            "bukti setor ada, kenapa status pembayaran masih pending",
            "sudah bayar di bank persepsi tapi belum bisa lanjut",
        ],
    ),
    intent(
        "cv-biaya",
        "public",
        "cv",
        None,
        [
            "biaya daftar CV berapa",
            "ongkos pendaftaran CV",
            "CV fee nya berapa",
            "tarif PNBP pendaftaran CV",
            "how much to register a CV",
        ],
        ["fee nya?"],
    ),
    intent(
        "perkumpulan-badan-hukum",
        "public",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "how can an association become a legal entity",
            "perkumpulan mau punya status badan hukum gimana",
            "perkumpulan disahkan jadi badan hukum prosedurnya",
            "perkumpulan bisa berbadan hukum ga",
            "pengesahan perkumpulan lewat ahu",
        ],
    ),
    intent(
        "pt-perorangan-pembubaran",
        "public",
        "pt-perorangan",
        None,
        [
            "tutup PT perorangan gimana",
            "how to close a PT perorangan",
            "PT perseorangan mau dibubarin",
            "cara cabut status PT perorangan karena usaha berhenti",
            "pembubaran PT perorangan",
        ],
        ["kalau mau ditutup?"],
    ),
    intent(
        "kewarganegaraan-anak-cara-memilih",
        "public",
        "kewarganegaraan-anak",
        None,
        [
            "cara menyatakan memilih WNI untuk anak kewarganegaraan ganda",
            "prosedur pernyataan memilih kewarganegaraan anak",
            "anak ganda mau pilih WNI, daftarnya ke mana",
            "how to declare indonesian citizenship for a dual citizen child",
            "pilih WNI buat anak dwi kewarganegaraan lewat online bisa?",
        ],
        ["cara milihnya gimana?"],
    ),
    intent(
        "apostille-cara-pengajuan",
        "public",
        "apostille",
        None,
        [
            "cara mengajukan apostille online",
            "how to apply for apostille",
            "permohonan apostille lewat website apa",
            "apostille harus datang ke kantor atau bisa online",
            "alur pengajuan apostille",
        ],
        ["ngajuinnya gimana?"],
    ),
    intent(
        "wasiat-pendaftaran",
        "public",
        "wasiat-daftar",
        None,
        [
            "cara mendaftarkan wasiat",
            "how to register a will",
            "bikin wasiat, di-register ke mana",
            "notaris sudah buat akta wasiat, perlu didaftarkan ke daftar pusat wasiat?",
            "pelaporan wasiat oleh notaris",
        ],
    ),
    intent(
        "naturalisasi-syarat",
        "public",
        "naturalisasi",
        None,
        [
            "syarat WNA jadi WNI",
            "requirement naturalisasi",
            "dokumen pewarganegaraan apa saja",
            "istri saya warga negara asing mau jadi WNI, harus menyiapkan apa",
        ],
    ),
    intent(
        "yayasan-pembubaran",
        "public",
        "yayasan",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup prosedurnya",
            "how to dissolve a yayasan",
            "likuidasi yayasan",
        ],
        ["kalau nanti mau dibubarin?"],
    ),
    intent(
        "wasiat-biaya",
        "public",
        "wasiat-cari",
        None,
        [
            "biaya surat keterangan wasiat",
            "PNBP permohonan cek wasiat berapa",
            "ongkos pencarian wasiat",
            "fee search wasiat berapa",
        ],
        ["biayanya berapa?"],
    ),
    intent(
        "cv-syarat",
        "public",
        "cv",
        None,
        [
            "syarat bikin CV",
            "requirement CV berapa orang sekutu",
            "dokumen pendirian CV apa aja",
            "apa yg harus disiapin buat CV",
        ],
        ["syarat nya apa aja?"],
    ),
]

HARD_INTERNAL = [
    intent(
        "int-jumlah-pt-perorangan",
        "internal",
        "pt-perorangan",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} {period}?",
            "count PT perseorangan {period}",
            "registrasi PT individu {prov} {period} brp",
            "angka PT perorangan baru {period} per provinsi dong",
            "PT perorangan yg masuk {period} totalnya?",
        ],
        ["{prov}?", "and last year?", "kalo {prov} gmn", "{period} nya?"],
        to=["int-ranking-provinsi-pt", "int-pt-kanwil-diatas", "int-pertumbuhan-pt"],
    ),
    intent(
        "int-ranking-provinsi-pt",
        "internal",
        "pt-perorangan",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {k} provinces by PT perorangan registrations {period}",
            "provinsi terbanyak PT perseorangan {period}",
            "peringkat provinsi untuk PT individu {period}",
            "sort provinsi by jumlah PT perorangan {period} desc",
        ],
        ["top {k}?", "peringkat {period}?"],
        sw=["rank per provinsi dong", "provinsi mana yg paling tinggi?"],
    ),
    intent(
        "int-fidusia-kanwil-diatas",
        "internal",
        "fidusia",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil with fidusia above {n} {period}",
            "list kanwil yg fidusianya tembus {n} {period}",
            "kantor wilayah mana yg lewat {n} pendaftaran fidusia {period}",
        ],
        ["threshold {n}?", "{period} gimana?"],
        sw=["kanwil yg di atas {n} mana aja?", "list kanwil yg tembus {n}"],
    ),
    intent(
        "int-ranking-provinsi-fidusia",
        "internal",
        "fidusia",
        None,
        [
            "{k} provinsi dengan fidusia terbanyak {period}",
            "ranking provinsi by fidusia {period}",
            "provinsi mana paling banyak jaminan fidusia {period}",
        ],
        ["top {k}?", "rank {period}?"],
        to=["int-fidusia-kanwil-diatas"],
    ),
    intent(
        "int-pt-kanwil-diatas",
        "internal",
        "pt-perorangan",
        None,
        [
            "kanwil mana saja yang PT perorangannya lebih dari {n} {period}",
            "list kantor wilayah dengan PT perseorangan di atas {n} {period}",
            "kanwil yg PT perorangan > {n} {period}",
        ],
        ["threshold {n}?", "kalo {period}?"],
        sw=["kanwil mana aja yang di atas {n}?", "list kanwil yg > {n} dong"],
    ),
    intent(
        "int-pertumbuhan-pt",
        "internal",
        "pt-perorangan",
        None,
        [
            "pertumbuhan PT perorangan {pair} berapa persen",
            "growth PT perorangan yoy {year}",
            "kenaikan persentase pendaftaran PT perorangan {year} dibanding tahun sebelumnya",
        ],
        ["kalau {pair}?", "yoy {year}?"],
        sw=[
            "growth nya berapa persen dibanding tahun lalu?",
            "naik berapa persen dari bulan sebelumnya?",
        ],
    ),
]

# ---------------------------------------------------------------------------
# Lines asking nothing, greetings, closings, chat spellings.
# ---------------------------------------------------------------------------
NONE_TYPICAL = [
    "makasih kak",
    "terima kasih min",
    "ok",
    "oke siap",
    "siap kak",
    "mantap",
    "sip",
    "halo",
    "halo kak",
    "pagi min",
    "p",
    "ok makasih infonya",
    "baik terima kasih",
    "terimakasih banyak",
    "👍",
    "oke kak",
    "ya",
    "tes",
    "selamat siang",
    "assalamualaikum",
    "sudah kak, terima kasih",
    "siap, mantap",
    "oke dicoba dulu",
]
NONE_HARD = [
    *NONE_TYPICAL,
    "thank you",
    "ok noted",
    "thanks min",
    "good",
    "makasih ya infonya sangat membantu",
    "oh gitu",
    "okeee",
    "noted kak",
    "hi",
]
GREET = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "pagi",
    "selamat pagi",
    "siang min",
    "sore kak",
    "permisi",
    "assalamualaikum",
    "mohon info",
    "mau tanya",
    "izin bertanya",
    "hai",
    "malam min",
    "tanya dong",
    "selamat siang",
    "bapak ibu",
]
GREET_HARD = [*GREET, "hi", "hello admin", "excuse me", "good morning", "sorry mau nanya"]
CLOSE = [
    "ya",
    "dong",
    "kak",
    "min",
    "makasih",
    "terima kasih",
    "mohon dibantu",
    "tolong dijawab",
    "thx",
    "ya kak",
    "🙏",
    "mksh",
    "mohon infonya",
]
CLOSE_HARD = [*CLOSE, "please", "thanks", "pls", "asap ya"]

ABBREV = [
    ("yang", ["yg"]),
    ("bagaimana", ["gmn", "bgmn", "gimana"]),
    ("gimana", ["gmn", "gmna"]),
    ("berapa", ["brp", "brapa"]),
    ("di mana", ["dmn", "dimana"]),
    ("dimana", ["dmn", "dmana"]),
    ("saya", ["sy", "aku", "sya"]),
    ("untuk", ["utk", "buat"]),
    ("bisa", ["bs", "bsa"]),
    ("tidak", ["gk", "ga", "tdk", "nggak", "gak"]),
    ("saja", ["aja", "aj"]),
    ("sudah", ["udh", "sdh", "udah"]),
    ("karena", ["krn", "karna"]),
    ("dengan", ["dgn", "dg"]),
    ("tolong", ["tlg"]),
    ("kalau", ["kalo", "klo", "kl"]),
    ("lagi", ["lg"]),
    ("juga", ["jg"]),
    ("belum", ["blm"]),
    ("harus", ["hrs"]),
    ("bulan", ["bln"]),
    ("tahun", ["thn"]),
    ("sekarang", ["skrg", "skrng"]),
    ("mau", ["mo", "mw"]),
    ("tapi", ["tp"]),
    ("atau", ["ato", "atw"]),
    ("terus", ["trus", "trs"]),
    ("jadi", ["jd"]),
    ("pakai", ["pake"]),
    ("kapan", ["kpn"]),
    ("mohon", ["mhn"]),
    ("dokumen", ["dok"]),
    ("terima kasih", ["makasih", "trims", "tks"]),
    ("apakah", ["apa", "apkh"]),
    ("sama", ["sm"]),
    ("bikin", ["bkin"]),
]
ABBREV_RE = [(re.compile(r"\b" + re.escape(w) + r"\b", re.IGNORECASE), alts) for w, alts in ABBREV]

PROVS = [
    "Aceh",
    "Sumatera Utara",
    "Sumatera Barat",
    "Riau",
    "Kepulauan Riau",
    "Jambi",
    "Sumatera Selatan",
    "Lampung",
    "Bangka Belitung",
    "DKI Jakarta",
    "Jawa Barat",
    "Jawa Tengah",
    "DI Yogyakarta",
    "Jawa Timur",
    "Banten",
    "Bali",
    "NTB",
    "NTT",
    "Kalimantan Barat",
    "Kalimantan Selatan",
    "Kalimantan Timur",
    "Sulawesi Utara",
    "Sulawesi Selatan",
    "Sulawesi Tengah",
    "Gorontalo",
    "Maluku",
    "Papua",
    "jatim",
    "jabar",
    "jateng",
    "dki",
    "sulsel",
    "sumut",
    "kaltim",
]
PERIODS = [
    "bulan lalu",
    "bulan ini",
    "minggu lalu",
    "tahun ini",
    "kuartal II 2027",
    "semester I 2027",
    "tahun 2026",
    "agustus 2027",
    "juli 2027",
    "juni 2027",
    "q2 2027",
    "ytd 2027",
    "tahun 2025",
    "januari-agustus 2027",
]
PERIODS_HARD = [*PERIODS, "last month", "this year", "Q1 2027", "H1 2027", "August 2027"]
PAIRS = ["2026 vs 2025", "agustus vs juli 2027", "Q2 vs Q1 2027", "H1 2027 vs H1 2026"]
YEARS = ["2026", "2025", "2027 ytd", "semester I 2027"]
THRESH = ["1.000", "500", "2.000", "5.000", "750", "3000", "1500", "10rb"]
TOPK = ["3", "5", "10", "tiga", "lima"]

FIRST = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Wahyu",
    "Nur",
    "Fitri",
    "Yusuf",
    "Ketut",
    "Made",
    "Putu",
    "Rizky",
    "Indah",
    "Hendra",
    "Lestari",
    "Joko",
    "Maria",
    "Stefanus",
    "Ahmad",
    "Ratna",
    "Bayu",
    "Kurniawati",
]
LAST = [
    "Santoso",
    "Rahmawati",
    "Saputra",
    "Hidayat",
    "Wibowo",
    "Siregar",
    "Nasution",
    "Lubis",
    "Wijaya",
    "Pratama",
    "Halim",
    "Simanjuntak",
    "Setiawan",
    "Kusuma",
    "Gunawan",
    "Pangaribuan",
    "Tanjung",
    "Suryani",
]
MAIL = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "hotmail.com", "ymail.com"]
NIK_PROV = ["11", "12", "13", "14", "16", "18", "31", "32", "33", "34", "35", "36", "51", "52"]
NIK_PROV += ["53", "61", "63", "64", "71", "73", "74", "81", "91"]


class Gen:
    def __init__(self, rng: random.Random, hard: bool):
        self.r = rng
        self.hard = hard
        self.typo_lines = 0

    # -- fake personal details ------------------------------------------------
    def name(self):
        r = self.r
        if r.random() < 0.3:
            return r.choice(FIRST)
        return f"{r.choice(FIRST)} {r.choice(LAST)}"

    def nik(self):
        r = self.r
        day = r.randint(1, 28) + (40 if r.random() < 0.5 else 0)
        return (
            f"{r.choice(NIK_PROV)}{r.randint(1, 79):02d}{r.randint(1, 40):02d}"
            f"{day:02d}{r.randint(1, 12):02d}{r.randint(60, 99) % 100:02d}{r.randint(1, 9999):04d}"
        )

    def phone(self):
        r = self.r
        pre = r.choice(["812", "813", "821", "822", "852", "853", "857", "878", "896", "838"])
        a, b = r.randint(1000, 9999), r.randint(1000, 9999)
        form = r.randrange(6)
        if form == 0:
            return f"0{pre}{a}{b}"
        if form == 1:
            return f"+62 {pre}-{a}-{b}"
        if form == 2:
            return f"62{pre}{a}{b}"
        if form == 3:
            return f"0{pre} {a} {b}"
        if form == 4:
            return f"0{pre}-{a}-{b}"
        return f"(021) {r.randint(500, 899)}{r.randint(1000, 9999)}"

    def email(self):
        r = self.r
        first = r.choice(FIRST).lower()
        last = r.choice(LAST).lower()
        user = r.choice([f"{first}.{last}", f"{first}{r.randint(1, 99)}", f"{first}_{last[:4]}"])
        return f"{user}@{r.choice(MAIL)}"

    def npwp(self):
        r = self.r
        d = [r.randint(0, 9) for _ in range(15)]
        if r.random() < 0.6:
            s = "".join(map(str, d))
            return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
        return "".join(map(str, d)) + str(r.randint(0, 9))

    def details(self, text):
        r = self.r
        k = r.randrange(8)
        if k == 0:
            return f"saya {self.name()}, {text}"
        if k == 1:
            return f"{text} nik saya {self.nik()}"
        if k == 2:
            return f"{text}. hp {self.phone()}"
        if k == 3:
            return f"{text} (wa {self.phone()})"
        if k == 4:
            return f"{text}, email saya {self.email()}"
        if k == 5:
            return f"{text} npwp {self.npwp()}"
        if k == 6:
            return f"{text} a.n. {self.name()} NIK: {self.nik()}"
        return f"{text} tolong hubungi {self.phone()} / {self.email()}"

    # -- noise ------------------------------------------------------------------
    def abbreviate(self, text, p):
        for rx, alts in ABBREV_RE:
            text = rx.sub(lambda m, a=alts: self.r.choice(a) if self.r.random() < p else m[0], text)
        return text

    def typo(self, text):
        r = self.r
        words = text.split(" ")
        idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
        if not idx:
            return text, False
        i = r.choice(idx)
        w = words[i]
        for _ in range(6):
            op = r.randrange(3)
            j = r.randrange(1, len(w) - 1) if len(w) > 2 else 0
            if op == 0:
                new = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
            elif op == 1:
                new = w[:j] + w[j + 1 :]
            else:
                new = w[:j] + w[j] + w[j:]
            if new != w:
                words[i] = new
                return " ".join(words), True
        return text, False

    def stretch(self, text):
        words = text.split(" ")
        idx = [i for i, w in enumerate(words) if len(w) >= 2 and w.isalpha()]
        if not idx:
            return text
        i = self.r.choice([idx[0], idx[-1]])
        words[i] = words[i] + words[i][-1] * self.r.randint(2, 4)
        return " ".join(words)

    def casing(self, text):
        x = self.r.random()
        if x < 0.5:
            return text.lower()
        if x < 0.85:
            return text[:1].upper() + text[1:]
        if x < 0.89:
            return text.upper()
        return text

    def punct(self, text):
        text = text.rstrip("?.! ")
        return (
            text
            + self.r.choices(
                ["?", "", "??", "?!", "...", ".", " ?", "???"], [40, 28, 9, 2, 6, 8, 5, 2]
            )[0]
        )

    def noisy(self, core, *, first=True, typo_p=0.3, internal=False):
        r = self.r
        text = self.abbreviate(core, 0.25 if internal else 0.45)
        text, did = self.typo(text) if r.random() < typo_p else (text, False)
        if did and r.random() < 0.12:
            text, _ = self.typo(text)
        greet = GREET_HARD if self.hard else GREET
        close = CLOSE_HARD if self.hard else CLOSE
        if not internal:
            if first and r.random() < 0.35:
                text = r.choice(greet) + r.choice([", ", " ", " .. ", ". "]) + text
            if r.random() < 0.22:
                text = self.punct(text) + " " + r.choice(close)
            else:
                text = self.punct(text)
            if r.random() < 0.07:
                text = self.stretch(text)
        else:
            if r.random() < 0.15:
                text = r.choice(["tolong ", "coba ", "minta ", "pls "]) + text
            text = self.punct(text)
        text = self.casing(text)
        if not internal and r.random() < 0.07:
            text = self.details(text)
        if did:
            self.typo_lines += 1
        return text

    def none_line(self, typo_p):
        r = self.r
        text = r.choice(NONE_HARD if self.hard else NONE_TYPICAL)
        text, did = self.typo(text) if r.random() < typo_p else (text, False)
        if r.random() < 0.15:
            text = self.stretch(text)
        if r.random() < 0.3:
            text += r.choice(["", "!", ".", " 🙏", "..", " ya"])
        text = self.casing(text)
        if did:
            self.typo_lines += 1
        return text

    # -- internal templates -----------------------------------------------------
    def fill(self, tpl):
        r = self.r
        periods = PERIODS_HARD if self.hard else PERIODS
        out = tpl
        for key, pool in (
            ("{prov}", PROVS),
            ("{pair}", PAIRS),
            ("{year}", YEARS),
            ("{period}", periods),
            ("{n}", THRESH),
            ("{k}", TOPK),
        ):
            while key in out:
                out = out.replace(key, r.choice(pool), 1)
        return out


def zipf_weights(n, s):
    return [1.0 / (i + 1) ** s for i in range(n)]


def build_week(rng, hard, start, public, internal):
    g = Gen(rng, hard)
    typo_p = 0.26 if hard else 0.31
    n_internal = round(N_LINES * 0.08)
    n_none = round(N_LINES * 0.04)
    n_public = N_LINES - n_internal - n_none
    pw = zipf_weights(len(public), 0.95)
    iw = zipf_weights(len(internal), 0.8)
    sessions = []  # list of (kind, [ (question, surface, label) ])

    # public sessions
    count = 0
    while count < n_public:
        opener = rng.choices(public, pw)[0]
        lines = [(opener, False)]
        asked = [opener["id"]]
        want = rng.choices([1, 2, 3], [70, 22, 8])[0]
        while len(lines) < want:
            cand = [
                it
                for it in public
                if it["svc"] == opener["svc"] and it["fu"] and it["id"] not in asked
            ]
            if not cand:
                break
            nxt = rng.choice(cand)
            asked.append(nxt["id"])
            lines.append((nxt, True))
        lines = lines[: n_public - count]
        count += len(lines)
        out = []
        for it, is_fu in lines:
            core = rng.choice(it["fu"] if is_fu else it["q"])
            q = g.noisy(core, first=not is_fu, typo_p=typo_p)
            out.append([q, "public", it["id"]])
        sessions.append(["public", out])

    # internal sessions with follow-ups (same figure, other place/period; or the next figure)
    count = 0
    while count < n_internal:
        opener = rng.choices(internal, iw)[0]
        want = rng.choices([1, 2, 3, 4, 5, 6], [10, 25, 25, 20, 12, 8])[0]
        want = min(want, n_internal - count)
        cur = opener
        out = []
        for i in range(want):
            if i == 0:
                core = rng.choice(cur["q"])
            else:
                other = [it for it in internal if it["id"] in cur["to"]]
                if other and rng.random() < 0.3:
                    cur = rng.choice(other)
                    core = rng.choice(cur["sw"])
                else:
                    core = rng.choice(cur["fu"])
            q = g.noisy(g.fill(core), first=i == 0, typo_p=typo_p * 0.7, internal=True)
            out.append([q, "internal", cur["id"]])
        count += len(out)
        sessions.append(["internal", out])

    # lines asking nothing: thanks after public sessions, or alone
    pub_idx = [i for i, s in enumerate(sessions) if s[0] == "public"]
    for k in range(n_none):
        line = [g.none_line(typo_p), "public", "none"]
        if k % 5 < 3:
            sessions[rng.choice(pub_idx)][1].append(line)
        else:
            sessions.append(["public", [line]])

    # times, ids, feedback
    day_w = [1.0, 1.0, 1.0, 1.0, 0.95, 0.5, 0.4]
    hour_w = [0.2, 0.1, 0.1, 0.1, 0.2, 0.5, 1.2, 2.5, 4, 5, 5, 4.5]
    hour_w += [3.5, 4.5, 4.5, 4, 3, 2.5, 2.5, 2.8, 3, 2.5, 1.5, 0.7]
    end = start + dt.timedelta(days=7)
    used = set()
    rows = []
    for kind, lines in sessions:
        if kind == "internal":
            day = rng.choices(range(7), [1, 1, 1, 1, 1, 0.1, 0.05])[0]
            hour = rng.randint(8, 16)
        else:
            day = rng.choices(range(7), day_w)[0]
            hour = rng.choices(range(24), hour_w)[0]
        t = start + dt.timedelta(days=day, hours=hour, seconds=rng.randrange(3600))
        gaps = [rng.randint(15, 300) for _ in lines]
        if t + dt.timedelta(seconds=sum(gaps)) >= end:
            t = end - dt.timedelta(seconds=sum(gaps) + rng.randint(60, 900))
        sid = f"s-{rng.getrandbits(48):012x}"
        while sid in used:
            sid = f"s-{rng.getrandbits(48):012x}"
        used.add(sid)
        for j, (q, surf, label) in enumerate(lines):
            if j:
                t += dt.timedelta(seconds=gaps[j])
            row = {"at": t.isoformat(), "session": sid, "question": q, "surface": surf}
            if label != "none" and rng.random() < (0.09 if surf == "internal" else 0.06):
                row["feedback"] = rng.choices(["up", "down"], [58, 42])[0]
            row["label"] = label
            rows.append((t, sid, j, row))
    rows.sort(key=lambda x: (x[0], x[1], x[2]))
    assert len(rows) == N_LINES
    return [x[3] for x in rows], g.typo_lines


def truth(intents, rows):
    seen = {r["label"] for r in rows}
    covered = {}
    for it in intents:
        assert it["id"] in seen, it["id"]
        covered[it["id"]] = it["cov"]
    assert seen - {"none"} == set(covered)
    return {"set": GOLDEN, "covered": covered}


def write(out, name, rows, tru):
    with open(out / f"zulu-{name}.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(out / f"zulu-{name}.truth.json", "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(tru, ensure_ascii=False, indent=2) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    weeks = [
        ("typical", False, dt.datetime(2027, 9, 6, tzinfo=TZ), TYPICAL_PUBLIC, TYPICAL_INTERNAL),
        ("hard", True, dt.datetime(2027, 9, 13, tzinfo=TZ), HARD_PUBLIC, HARD_INTERNAL),
    ]
    for k, (name, hard, start, pub, inter) in enumerate(weeks):
        rng = random.Random(SEED + k)
        rows, typos = build_week(rng, hard, start, pub, inter)
        tru = truth(pub + inter, rows)
        write(out, name, rows, tru)
        n_int = sum(r["surface"] == "internal" for r in rows)
        n_cov = sum(v is not None for v in tru["covered"].values())
        print(
            f"{name}: lines={len(rows)} intents={len(tru['covered'])} covered={n_cov} "
            f"internal={n_int / len(rows):.1%} typos={typos / len(rows):.1%}"
        )


if __name__ == "__main__":
    main()
