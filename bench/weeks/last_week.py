"""Write the two last held-out traffic weeks (typical and hard) and their truth files.

Stdlib only and seeded: every run writes byte-identical files.

    python3 bench/weeks/last_week.py --out bench/weeks
    python3 bench/weeks/last_week.py --out bench/weeks --stats

Phrasings were hand-written; the script only samples them and adds typing noise.
A phrasing starting with "~" is used only in the hard week.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path

SET_PATH = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))

# ---------------------------------------------------------------------------
# Hand-written phrasings per intent.
# ---------------------------------------------------------------------------

P: dict[str, list[str]] = {
    "pt-perorangan.syarat": [
        "Apa saja persyaratan mendirikan PT perorangan?",
        "syarat bikin pt perorangan apa aja",
        "Saya mau buka usaha kecil jualan kue, kalau mau jadi PT perorangan harus memenuhi syarat apa saja?",
        "pt perorangan syaratnya",
        "Apakah mahasiswa umur 19 tahun boleh mendirikan PT perorangan? Apa saja ketentuannya?",
        "Siapa saja yang boleh bikin PT perorangan? WNA bisa nggak?",
        "Mohon informasi ketentuan pendirian perseroan perorangan untuk usaha mikro.",
        "dokumen yg harus disiapin buat daftar pt perorangan apa ya",
        "Untuk PT perseorangan itu perlu KTP dan NPWP saja atau ada yang lain?",
        "Saya punya warung sembako, pengen legal jadi PT perorangan. Butuh apa aja?",
        "~what are the requirements to set up a PT perorangan?",
        "~apa yang perlu disiapkan sebelum isi pernyataan pendirian PT perorangan?",
        "~berkas buat PT perorangan apa aja sih",
        "~kriteria pendiri perseroan perorangan itu gimana, harus WNI?",
    ],
    "pt-perorangan.biaya": [
        "Berapa biaya pendirian PT perorangan?",
        "bikin pt perorangan bayar berapa",
        "PT perorangan gratis atau bayar ya?",
        "Saya baru mulai usaha laundry kecil, kalau daftar PT perorangan kena biaya berapa?",
        "biaya pt perorangan brp sekarang",
        "Tarif PNBP untuk pernyataan pendirian PT perseorangan berapa rupiah?",
        "Apakah ada ongkos yang harus dibayar untuk PT perorangan selain voucher?",
        "Permisi, mau tanya harga daftar PT perorangan tahun ini.",
        "pt perorangan biayanya 50rb kah?",
        "~how much does it cost to register a PT perorangan?",
        "~fee buat PT perorangan berapa ya",
        "~kira2 keluar duit brp utk legalitas usaha mikro jadi perseroan perorangan",
        "~PNBP PT perseorangan",
    ],
    "pt-perorangan.cara-daftar": [
        "Bagaimana cara mendaftarkan PT perorangan?",
        "cara daftar pt perorangan online gimana",
        "Langkah-langkah membuat PT perorangan di AHU online seperti apa?",
        "Saya ingin mengubah usaha rumahan saya menjadi PT perorangan, prosesnya dari mana mulainya?",
        "daftar pt perorangan lewat mana",
        "Apakah PT perorangan bisa didaftarkan sendiri tanpa notaris? Caranya bagaimana?",
        "tutorial isi pernyataan pendirian pt perorangan",
        "Di menu apa ya kalau mau bikin PT perorangan di website AHU?",
        "prosedur pendirian perseroan perorangan",
        "~how do I register a PT perorangan online step by step?",
        "~alur pengajuan PT perseorangan itu gimana",
        "~mau apply pt perorangan sendiri bisa? flow nya gmn",
    ],
    "pt-perorangan.lama-proses": [
        "Berapa lama proses pendirian PT perorangan sampai sertifikat keluar?",
        "pt perorangan jadi nya berapa hari",
        "Kalau hari ini saya submit PT perorangan, kapan sertifikatnya terbit?",
        "proses pt perorangan lama gak sih",
        "Sudah 3 hari daftar PT perorangan belum keluar, normalnya berapa lama ya?",
        "Estimasi waktu penerbitan sertifikat pendaftaran PT perorangan?",
        "pt perorangan bisa langsung jadi hari itu juga?",
        "Butuh cepat untuk tender minggu depan, PT perorangan bisa selesai dalam sehari?",
        "~how long does PT perorangan registration take?",
        "~processing time pt perorangan",
        "~kapan kelar sertifikat perseroan perorangan kalau udah bayar",
    ],
    "pt-perorangan.ubah-ke-pt-biasa": [
        "Bagaimana cara mengubah PT perorangan menjadi PT biasa?",
        "pt perorangan mau upgrade jadi pt persekutuan modal caranya gmn",
        "Usaha saya berkembang dan mau masuk partner, PT perorangan saya bisa diubah jadi PT biasa?",
        "perubahan status pt perorangan ke pt umum",
        "Kalau pemegang saham PT perorangan jadi dua orang, apa harus berubah jadi PT biasa? Prosedurnya?",
        "cara naik kelas dari pt perorangan ke pt",
        "Apakah perubahan PT perorangan ke PT persekutuan modal wajib pakai akta notaris?",
        "mau tambah pemegang saham di pt perorangan bisa?",
        "Syarat dan cara konversi PT perseorangan jadi PT yang didirikan 2 orang",
    ],
    "pt-perorangan.pembubaran": [
        "Bagaimana cara membubarkan PT perorangan?",
        "pt perorangan mau ditutup gmn caranya",
        "Usaha saya sudah tidak jalan, PT perorangannya mau saya bubarkan. Prosesnya seperti apa?",
        "cara tutup pt perorangan di ahu",
        "Pernyataan pembubaran PT perorangan diisi di mana?",
        "Kalau PT perorangan tidak aktif lagi apa otomatis bubar atau harus lapor?",
        "mau hapus pt perorangan karena salah daftar",
        "Prosedur likuidasi perseroan perorangan",
        "~how do I close down my PT perorangan?",
        "~pt perseorangan saya mau dibubarin, apa yg perlu dilakukan",
        "~stop usaha, perseroan perorangan nya dimatiin gimana",
    ],
    "pt.akta-notaris": [
        "Apakah pendirian PT biasa wajib menggunakan akta notaris?",
        "bikin pt biasa harus lewat notaris ga",
        "Kalau PT dengan 2 pemegang saham, bisa didirikan tanpa notaris?",
        "pt persekutuan modal perlu akta notaris?",
        "Saya dan teman mau mendirikan PT, apa bisa daftar sendiri atau harus ke notaris?",
        "Perlu akta notaris atau cukup surat pernyataan untuk PT biasa?",
        "pt non perorangan wajib notaris kah",
        "Mohon info, PT yang pendirinya lebih dari satu orang apakah aktanya harus dibuat notaris?",
        "~do I need a notary to set up a regular PT?",
        "~pt umum bisa ga tanpa notaris, pake form online aja",
        "~pendirian perseroan terbatas biasa harus pakai notaris atau boleh mandiri?",
    ],
    "pt.syarat": [
        "Apa saja syarat mendirikan PT biasa?",
        "syarat pt biasa apa aja ya",
        "Persyaratan pendirian perseroan terbatas dengan dua pendiri",
        "Saya mau bikin PT sama 2 teman, perlu modal minimal berapa dan syarat lain apa?",
        "dokumen pendirian pt apa aja",
        "Minimal berapa orang pendiri PT dan apa ketentuannya?",
        "~requirements to establish a PT (not perorangan)",
        "~berkas yg disiapin buat PT persekutuan modal",
        "~apa yang perlu disiapkan kalau mau dirikan perseroan terbatas bareng partner",
        "~kriteria pendiri pt umum apa aja",
    ],
    "pt.biaya-pendirian": [
        "Berapa biaya mendirikan PT biasa?",
        "biaya pendirian pt berapa min",
        "PNBP pengesahan badan hukum PT berapa?",
        "Saya mau bikin PT dengan teman, kira-kira total biayanya berapa termasuk di AHU?",
        "harga pengesahan pt di ahu",
        "Tarif resmi pemesanan nama dan pendirian PT",
        "pt biasa bayar berapa ke negara",
        "Biaya voucher untuk pengesahan PT persekutuan modal berapa?",
        "Apakah ada biaya tambahan untuk pengesahan PT selain biaya notaris?",
    ],
    "pt.ubah-anggaran-dasar": [
        "Bagaimana cara mengubah anggaran dasar PT?",
        "ganti direktur pt harus lapor ke ahu gimana",
        "Kami mau ganti alamat kantor dan menambah KBLI, perubahan anggaran dasarnya bagaimana?",
        "cara ubah modal dasar pt",
        "Perubahan pengurus PT apakah cukup pemberitahuan atau perlu persetujuan?",
        "ubah nama pt bisa gak",
        "Prosedur perubahan data perseroan di AHU Online",
        "mau ganti komisaris pt prosesnya apa",
        "Pemegang saham PT kami berganti, apa yang harus dilaporkan ke Kementerian?",
    ],
    "cv.tempat-daftar": [
        "Di mana CV didaftarkan sekarang?",
        "daftar cv sekarang dmn ya masih di pengadilan?",
        "Firma sekarang didaftarkan ke mana? Dulu kan ke Pengadilan Negeri.",
        "cv daftarnya lewat sabu ya",
        "Saya mau bikin CV untuk usaha kontraktor, pendaftarannya di instansi mana?",
        "Pendaftaran persekutuan komanditer dilakukan di mana?",
        "apakah cv masih didaftarkan di PN",
        "cv daftar di ahu atau oss?",
        "Tempat pendaftaran persekutuan perdata dan firma",
        "~where do I register a CV now?",
        "~cv itu register nya di sistem apa sekarang",
        "~commanditaire vennootschap didaftarin ke kementerian hukum atau ke pengadilan?",
    ],
    "cv.syarat": [
        "Apa saja syarat mendirikan CV?",
        "syarat bikin cv apa aja",
        "CV minimal berapa orang pendirinya dan apa syaratnya?",
        "Saya mau bikin CV bareng adik, perlu dokumen apa saja?",
        "persyaratan pendaftaran cv",
        "Ketentuan sekutu aktif dan pasif dalam CV apa saja?",
        "dokumen utk cv",
        "Apa yang perlu disiapkan untuk pendirian persekutuan komanditer?",
    ],
    "cv.biaya": [
        "Berapa biaya pendaftaran CV?",
        "bikin cv bayar brp",
        "PNBP pendaftaran CV di SABU berapa?",
        "Saya mau mendirikan CV, biaya ke kementerian berapa ya di luar notaris?",
        "ongkos daftar firma",
        "tarif pendaftaran persekutuan komanditer",
        "~how much is the fee to register a CV?",
        "~harga legalitas cv sekarang",
        "~keluar duit berapa buat daftarin persekutuan komanditer",
        "~cv gratis kah atau ada pnbp",
    ],
    "yayasan.cara-pendirian": [
        "Bagaimana cara mendirikan yayasan?",
        "cara bikin yayasan gmn",
        "Kami mau bikin yayasan untuk panti asuhan, prosesnya bagaimana?",
        "langkah mendirikan yayasan sosial",
        "Prosedur pengesahan yayasan di AHU online seperti apa?",
        "bikin yayasan pendidikan harus mulai dari mana",
        "Yayasan keagamaan untuk masjid, pendiriannya bagaimana?",
        "mau dirikan yayasan buat sekolah, tahapannya apa saja",
        "Apakah yayasan bisa didirikan tanpa notaris? Bagaimana prosesnya?",
        "~how to set up a foundation (yayasan) in Indonesia?",
        "~alur pembentukan yayasan",
        "~foundation buat kegiatan sosial, step nya gimana",
    ],
    "yayasan.syarat": [
        "~Apa saja syarat mendirikan yayasan?",
        "~persyaratan yayasan apa aja",
        "~dokumen apa yang diperlukan untuk pengesahan yayasan?",
        "~berkas buat bikin yayasan",
        "~requirement to establish a yayasan",
        "~yayasan minimal kekayaan awal berapa dan pendirinya harus berapa orang?",
        "~apa yg perlu disiapkan sebelum ke notaris untuk yayasan",
        "~kriteria pendiri yayasan, boleh satu orang?",
        "~mau bikin yayasan yatim piatu, yg harus disiapin apa",
    ],
    "yayasan.biaya": [
        "Berapa biaya pengesahan yayasan?",
        "bikin yayasan bayar berapa",
        "PNBP pendirian yayasan berapa?",
        "Kami mau bikin yayasan kecil untuk TPA, biaya ke AHU berapa?",
        "biaya yayasan di ahu",
        "tarif pengesahan badan hukum yayasan",
        "Harga voucher yayasan berapa sekarang?",
        "yayasan gratis atau ada biaya",
    ],
    "yayasan.pembubaran": [
        "~Bagaimana cara membubarkan yayasan?",
        "~yayasan mau ditutup prosedurnya apa",
        "~Yayasan kami sudah tidak aktif, apakah bisa dibubarkan dan bagaimana caranya?",
        "~pembubaran yayasan",
        "~how to dissolve a foundation",
        "~yayasan nya mau di-nonaktifkan permanen, ngurusnya gimana",
        "~likuidasi yayasan lapor ke ahu?",
        "~kekayaan yayasan yang bubar dikemanakan dan gimana prosesnya",
    ],
    "perkumpulan.cara-badan-hukum": [
        "Bagaimana perkumpulan bisa menjadi badan hukum?",
        "cara perkumpulan jadi badan hukum",
        "Komunitas kami ingin berbadan hukum perkumpulan, prosesnya bagaimana?",
        "pengesahan perkumpulan gmn",
        "Organisasi alumni mau didaftarkan sebagai perkumpulan berbadan hukum, caranya?",
        "bikin perkumpulan di ahu",
        "Langkah mengajukan pengesahan badan hukum perkumpulan",
        "Paguyuban warga bisa jadi badan hukum? Lewat mana?",
        "~how does an association get legal entity status?",
        "~ormas berbadan hukum perkumpulan, alurnya apa",
        "~komunitas hobi mau legal jadi perkumpulan, step by step",
    ],
    "perkumpulan.biaya": [
        "~Berapa biaya pengesahan perkumpulan?",
        "~perkumpulan bayar berapa di ahu",
        "~PNBP badan hukum perkumpulan",
        "~ongkos daftar perkumpulan",
        "~fee for registering an association",
        "~harga pengesahan ormas berbadan hukum perkumpulan",
        "~komunitas kami mau jadi perkumpulan, keluar uang brp ke negara",
        "~tarif perkumpulan sama dgn yayasan ga",
    ],
    "apostille.dokumen": [
        "Dokumen apa saja yang bisa diapostille?",
        "ijazah bisa diapostille ga",
        "Akta kelahiran dan buku nikah apakah termasuk dokumen yang bisa diapostille?",
        "dokumen apa aja yg bisa di apostile",
        "Saya mau kuliah di Belanda, transkrip nilai bisa diapostille di Kemenkum?",
        "Apakah dokumen perusahaan seperti akta pendirian bisa dilegalisasi apostille?",
        "SKCK bisa apostille?",
        "Jenis dokumen publik yang dilayani apostille apa saja?",
        "Surat keterangan dari kelurahan bisa diapostille atau tidak?",
        "~which documents can be apostilled?",
        "~dokumen yg eligible buat apostille apa aja",
        "~paspor bisa di-apostille juga?",
    ],
    "apostille.beda-legalisasi": [
        "Apa beda apostille dengan legalisasi?",
        "apostille sama legalisasi bedanya apa",
        "Dokumen saya mau dipakai di Jepang, pakai apostille atau legalisasi kedutaan? Apa bedanya?",
        "bedanya apostille dan legalisir",
        "Apakah setelah apostille masih perlu legalisasi di kedutaan?",
        "Perbedaan apostille dengan legalisasi Kemlu",
        "apostille itu pengganti legalisasi ya?",
        "Negara yang bukan anggota konvensi apostille pakai legalisasi biasa?",
        "~difference between apostille and legalization?",
        "~apostille vs legalisasi, mana yg saya butuh",
        "~kenapa ada apostille, kan dulu cukup cap kedutaan",
    ],
    "apostille.pengertian": [
        "~Apa itu apostille?",
        "~apostille itu apa sih",
        "~what is an apostille?",
        "~maksudnya apostille itu gimana, pertama kali dengar",
        "~pengertian apostille",
        "~apostil tuh semacam stempel ya? fungsinya apa",
        "~disuruh kampus luar negeri minta apostille, itu maksudnya apa ya",
        "~apostille artinya apa",
    ],
    "apostille.biaya": [
        "Berapa biaya apostille per dokumen?",
        "apostille bayar brp",
        "Biaya apostille untuk ijazah dan transkrip berapa?",
        "tarif apostille",
        "Saya mau apostille 5 dokumen, totalnya berapa ya?",
        "PNBP apostille sekarang berapa?",
        "harga apostille satu lembar",
        "Apakah apostille dikenakan biaya atau gratis?",
        "Anak saya mau sekolah ke Jerman, untuk apostille akta lahir dan ijazah kena biaya berapa?",
        "~how much is an apostille?",
        "~fee apostille per document",
        "~ongkos apostil berapa",
        "~bayar berapa buat satu sertifikat apostille",
    ],
    "apostille.lama-proses": [
        "Berapa lama proses apostille?",
        "apostille jadi berapa hari",
        "Kalau hari ini ajukan apostille, kapan sertifikatnya bisa diunduh?",
        "proses apostille lama ga",
        "Saya berangkat minggu depan, apostille bisa selesai sebelum itu?",
        "Estimasi waktu penerbitan apostille",
        "apostille bisa sehari jadi?",
        "Sudah seminggu apostille saya belum terbit, normalnya berapa lama?",
        "~processing time apostille",
        "~how long does apostille take",
        "~kapan kelar apostil kalau udah bayar",
    ],
    "apostille.syarat": [
        "~Apa persyaratan untuk mengajukan apostille?",
        "~mau apostille perlu siapin apa aja",
        "~berkas apostille",
        "~requirements for apostille application",
        "~dokumen pendukung yang diupload saat permohonan apostille apa saja?",
        "~ijazah sebelum diapostille harus dilegalisir dulu ga? apa lagi yg diperlukan",
        "~apostille butuh KTP/paspor pemohon juga?",
        "~apa yg wajib disiapkan pemohon apostille",
    ],
    "fidusia.cara-daftar": [
        "Bagaimana cara mendaftarkan jaminan fidusia?",
        "cara daftar fidusia",
        "Kami perusahaan leasing baru, pendaftaran fidusianya lewat mana?",
        "daftar fidusia online gmn",
        "Prosedur pendaftaran jaminan fidusia di AHU",
        "Apakah fidusia bisa didaftarkan sendiri oleh kreditur tanpa notaris?",
        "langkah pendaftaran sertifikat fidusia",
        "Kredit motor saya katanya harus didaftarkan fidusia, itu daftarnya bagaimana?",
        "~how to register a fiduciary security?",
        "~alur input fidusia di sistem ahu",
        "~jaminan fidusia didaftarin kemana",
    ],
    "fidusia.roya": [
        "Bagaimana cara menghapus jaminan fidusia?",
        "roya fidusia gmn",
        "Kredit mobil saya sudah lunas, fidusianya harus dihapus bagaimana?",
        "cara hapus fidusia setelah lunas",
        "Penghapusan sertifikat jaminan fidusia dilakukan oleh siapa?",
        "fidusia udah lunas tp blm dicoret",
        "Prosedur roya fidusia online",
        "Leasing tidak menghapus fidusia padahal sudah lunas, apa yang bisa saya lakukan?",
        "BPKB sudah diambil, tapi katanya fidusia masih tercatat. Cara hapusnya?",
        "~how to delete a fiduciary registration after payoff?",
        "~pencoretan fidusia",
        "~fidusia mau di-cancel karena utang sudah beres",
    ],
    "fidusia.biaya": [
        "Berapa biaya pendaftaran jaminan fidusia?",
        "biaya fidusia brp",
        "PNBP fidusia untuk nilai penjaminan 100 juta berapa?",
        "tarif pendaftaran fidusia",
        "Biaya fidusia dihitung berdasarkan apa?",
        "ongkos daftar fidusia motor",
        "Berapa biaya roya atau perubahan fidusia?",
        "Notaris bilang ada biaya pendaftaran fidusia di luar jasa notaris, besarnya berapa ya?",
        "biaya daftar jaminan fidusia utk pinjaman 500jt",
        "~fidusia fee berapa",
        "~how much does fiduciary registration cost",
        "~harga sertifikat fidusia",
    ],
    "wasiat.cara-cek": [
        "Bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
        "cek wasiat orang tua yg sudah meninggal gimana",
        "Ayah saya meninggal bulan lalu, bagaimana tahu beliau punya wasiat atau tidak?",
        "cara cari wasiat",
        "Pencarian data wasiat di daftar pusat wasiat dilakukan bagaimana?",
        "surat keterangan wasiat diurus dimana",
        "Untuk urus warisan, notaris minta surat keterangan wasiat, itu dapatnya dari mana?",
        "ahli waris mau cek ada wasiat atau tdk",
        "~how do I find out if my late father left a will?",
        "~nenek meninggal, mau tau ada testamen atau ngga, ngurusnya lewat mana",
        "~permohonan SKW gimana",
    ],
    "wasiat.syarat": [
        "Apa syarat permohonan surat keterangan wasiat?",
        "dokumen utk cek wasiat apa aja",
        "Untuk cek wasiat almarhumah ibu, perlu akta kematian dan apa lagi?",
        "syarat skw",
        "Persyaratan pencarian wasiat di AHU",
        "berkas buat surat keterangan wasiat",
        "Apakah perlu surat keterangan ahli waris untuk mengajukan cek wasiat?",
        "Yang harus disiapkan untuk permohonan keterangan wasiat apa saja?",
    ],
    "wasiat.biaya": [
        "~Berapa biaya permohonan surat keterangan wasiat?",
        "~cek wasiat bayar brp",
        "~PNBP surat keterangan wasiat",
        "~tarif pencarian wasiat",
        "~fee for will search",
        "~ongkos skw",
        "~buat tau almarhum punya wasiat, keluar uang berapa",
        "~harga permohonan keterangan wasiat",
    ],
    "kewarganegaraan.ganda-batas-usia": [
        "Sampai usia berapa anak berkewarganegaraan ganda harus memilih?",
        "anak kewarganegaraan ganda harus milih umur brp",
        "Anak saya punya paspor Indonesia dan Australia, kapan dia wajib memilih salah satu?",
        "batas usia anak dwi kewarganegaraan",
        "Kalau anak kawin campur sudah 18 tahun apa langsung harus memilih?",
        "Anak ganda boleh pegang dua kewarganegaraan sampai umur 21?",
        "kapan anak bipatride wajib pilih warga negara",
        "Anak saya sekarang 17 tahun, dwi kewarganegaraan, berapa lama lagi dia harus memilih?",
        "~at what age must a dual-citizen child choose?",
        "~deadline memilih kewarganegaraan buat anak hasil perkawinan campuran",
        "~umur maksimal anak kewarganegaraan ganda terbatas",
    ],
    "kewarganegaraan.ganda-cara-memilih": [
        "~Bagaimana cara anak berkewarganegaraan ganda menyatakan memilih WNI?",
        "~prosedur pernyataan memilih kewarganegaraan",
        "~anak saya mau pilih WNI, daftarnya lewat mana?",
        "~how does a dual citizen child declare choosing Indonesian citizenship?",
        "~ngurus pilih wni buat anak ganda gmn",
        "~pernyataan memilih kewarganegaraan diajukan ke kanwil atau online?",
        "~step pengajuan pilih kewarganegaraan indonesia utk anak kawin campur",
        "~dokumen dan alur buat anak yg mau jadi wni aja",
    ],
    "kewarganegaraan.naturalisasi-syarat": [
        "Apa syarat naturalisasi menjadi WNI?",
        "syarat jadi wni utk wna",
        "Suami saya WNA sudah tinggal 10 tahun di Indonesia, apa syaratnya untuk jadi WNI?",
        "persyaratan pewarganegaraan",
        "WNA bisa jadi WNI gimana syaratnya",
        "Berapa lama harus tinggal di Indonesia supaya bisa mengajukan pewarganegaraan?",
        "dokumen naturalisasi",
        "Ketentuan permohonan kewarganegaraan RI bagi orang asing",
    ],
    "akun-ahu.reset-password": [
        "Bagaimana cara reset password akun AHU online?",
        "lupa password ahu",
        "Saya lupa kata sandi akun AHU dan email lama sudah tidak aktif, bagaimana?",
        "gak bisa login ahu online",
        "akun ahu terkunci gmn bukanya",
        "Link reset password AHU tidak masuk ke email",
        "cara ganti password ahu",
        "lupa username dan password ahu online",
        "Saya notaris, akun AHU saya minta ganti password tapi tidak ada email verifikasi, mohon bantuan",
        "pw ahu lupa",
        "~forgot my AHU password, how to reset?",
        "~kata sandi akun ahu lupa, recovery nya gmn",
        "~login ahu gagal terus, mau bikin sandi baru",
    ],
    "akun-ahu.voucher-bayar": [
        "Bagaimana cara membayar voucher AHU?",
        "bayar voucher ahu lewat apa",
        "Saya sudah bayar voucher tapi statusnya belum berubah, kenapa?",
        "voucher ahu bisa bayar pakai m-banking?",
        "Kode billing PNBP AHU dibayar di bank mana?",
        "voucher kadaluarsa gimana",
        "cara beli voucher ahu",
        "Pembayaran PNBP AHU bisa lewat QRIS atau teller?",
    ],
    "merek.cara-daftar": [
        "Bagaimana cara mendaftarkan merek dagang?",
        "daftar merek di ahu bisa?",
        "Saya mau daftar merek produk kopi, lewat mana ya?",
        "cara daftar hak merek",
        "Pendaftaran merek usaha saya di kementerian mana?",
        "mau patenkan nama brand gimana",
        "HAKI merek daftarnya di mana",
        "daftar merek online",
    ],
    "internal.pt-perorangan-bulanan-provinsi": [
        "Berapa PT perorangan yang didaftarkan bulan lalu per provinsi?",
        "jumlah pt perorangan bulan kemarin per provinsi",
        "Tolong rekap pendaftaran PT perorangan Februari 2026 dipecah per provinsi.",
        "rekap pt perorangan per prov bulan lalu",
        "Butuh data untuk rapat pimpinan: jumlah PT perorangan terdaftar bulan lalu di tiap provinsi.",
        "Berapa pendaftaran PT perseorangan per provinsi selama bulan Februari?",
        "data pt perorangan bulanan per provinsi",
        "Minta jumlah PT perorangan baru per provinsi untuk bulan lalu, urutkan dari terbanyak.",
        "sebaran pendaftaran pt perorangan per provinsi bulan kemarin berapa aja",
        "~breakdown PT perorangan registrations last month by province",
        "~angka pt perorangan bulan lalu tiap provinsi dong",
    ],
    "internal.pt-perorangan-provinsi-tahun": [
        "Berapa PT perorangan yang didaftarkan di Jawa Timur tahun 2025?",
        "jumlah pt perorangan di bali 2025",
        "PT perorangan yang terdaftar di Sumatera Utara sepanjang 2025 ada berapa?",
        "Total pendaftaran PT perorangan DKI Jakarta tahun lalu?",
        "pt perorangan sulsel 2025 berapa",
        "Berapa banyak PT perorangan baru di Jawa Tengah pada 2025?",
        "Untuk bahan sambutan Kakanwil, berapa PT perorangan terdaftar di Kalimantan Timur tahun 2025?",
        "ada brp pt perorangan yg daftar di NTB selama 2025",
        "Jumlah pernyataan pendirian PT perorangan di provinsi Lampung tahun 2025",
        "~how many PT perorangan were registered in Bali in 2025?",
        "~total pt perseorangan banten tahun 2025",
    ],
    "internal.fidusia-per-kanwil": [
        "Berapa pendaftaran fidusia per kantor wilayah bulan lalu?",
        "jumlah fidusia per kanwil februari",
        "Kantor wilayah mana yang pendaftaran fidusianya paling banyak bulan lalu?",
        "rekap pendaftaran jaminan fidusia per kanwil",
        "Tolong tampilkan kanwil yang mencatat lebih dari 2.000 fidusia pada Januari 2026.",
        "data fidusia per kantor wilayah Q4 2025",
        "Berapa jumlah sertifikat fidusia yang terbit di tiap kanwil selama Februari 2026?",
        "fidusia kanwil jabar bulan lalu brp, bandingin sama kanwil lain",
        "Untuk laporan triwulan, saya perlu angka pendaftaran fidusia per kantor wilayah.",
        "~fiduciary registrations per regional office last month",
        "~kanwil dgn fidusia di atas 1000 bulan januari apa aja",
    ],
    "internal.yayasan-tren": [
        "Bagaimana tren pendirian yayasan tiga tahun terakhir?",
        "jumlah yayasan baru per tahun 2023 2024 2025",
        "Apakah pengesahan yayasan tahun 2025 naik dibanding 2024?",
        "tren yayasan per tahun",
        "Berapa pertumbuhan year on year pengesahan yayasan tahun lalu?",
        "Bandingkan jumlah yayasan yang disahkan 2024 dan 2025.",
        "yayasan baru tahun lalu vs tahun sebelumnya",
        "Grafik jumlah pengesahan yayasan per tahun sejak 2021",
    ],
    "internal.provinsi-pt-terbanyak": [
        "~Provinsi mana yang paling banyak mendaftarkan PT perorangan tahun 2025?",
        "~tiga provinsi teratas pt perorangan 2025",
        "~Ranking provinsi berdasarkan jumlah PT perorangan tahun lalu",
        "~top 3 provinces by PT perorangan registrations in 2025",
        "~prov dgn pt perseorangan terbanyak 2025 apa",
        "~5 besar provinsi pendaftaran PT perorangan sepanjang 2025",
        "~peringkat provinsi untuk PT perorangan, tahun 2025, urut dari yang terbesar",
        "~provinsi juara pendaftaran perseroan perorangan tahun lalu",
    ],
}

# Follow-up turns in internal sessions (same intent as the turn before).
FOLLOW: dict[str, list[str]] = {
    "internal.pt-perorangan-bulanan-provinsi": [
        "kalau bulan sebelumnya?",
        "Dan bulan Januari?",
        "yang paling tinggi provinsi mana?",
    ],
    "internal.pt-perorangan-provinsi-tahun": [
        "Dan pada tahun sebelumnya?",
        "kalau 2024?",
        "tahun sebelumnya berapa",
        "~and the year before?",
    ],
    "internal.fidusia-per-kanwil": [
        "kalau bulan sebelumnya?",
        "Dibandingkan tahun lalu bulan yang sama?",
    ],
    "internal.yayasan-tren": ["kalau perkumpulan?", "dan untuk tahun 2022?"],
    "internal.provinsi-pt-terbanyak": ["~kalau tahun 2024?", "~dan yang paling sedikit?"],
}

NONE_LINES = [
    "terima kasih",
    "makasih min",
    "ok",
    "oke makasih",
    "siap",
    "mantap",
    "halo",
    "selamat pagi",
    "baik, terima kasih banyak",
    "sip",
    "thanks",
    "oke kak",
    "p",
    "assalamualaikum",
    "ok siap min",
    "terimakasih infonya",
    "👍",
    "baik",
]

# ---------------------------------------------------------------------------
# Weeks: intents in rank order (most common first) and coverage.
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    "pt-perorangan.syarat",
    "akun-ahu.reset-password",
    "pt-perorangan.biaya",
    "apostille.biaya",
    "pt-perorangan.cara-daftar",
    "fidusia.roya",
    "apostille.dokumen",
    "cv.tempat-daftar",
    "yayasan.cara-pendirian",
    "akun-ahu.voucher-bayar",
    "apostille.lama-proses",
    "pt-perorangan.lama-proses",
    "fidusia.cara-daftar",
    "pt.akta-notaris",
    "wasiat.cara-cek",
    "apostille.beda-legalisasi",
    "pt.ubah-anggaran-dasar",
    "kewarganegaraan.ganda-batas-usia",
    "cv.syarat",
    "pt.biaya-pendirian",
    "fidusia.biaya",
    "yayasan.biaya",
    "pt-perorangan.pembubaran",
    "perkumpulan.cara-badan-hukum",
    "wasiat.syarat",
    "merek.cara-daftar",
    "kewarganegaraan.naturalisasi-syarat",
    "pt-perorangan.ubah-ke-pt-biasa",
]
TYPICAL_INTERNAL = [
    "internal.pt-perorangan-bulanan-provinsi",
    "internal.fidusia-per-kanwil",
    "internal.pt-perorangan-provinsi-tahun",
    "internal.yayasan-tren",
]
HARD_PUBLIC = [
    "pt-perorangan.biaya",
    "pt-perorangan.syarat",
    "apostille.biaya",
    "pt-perorangan.lama-proses",
    "akun-ahu.reset-password",
    "apostille.dokumen",
    "apostille.syarat",
    "fidusia.roya",
    "pt-perorangan.cara-daftar",
    "apostille.lama-proses",
    "yayasan.cara-pendirian",
    "yayasan.syarat",
    "pt.akta-notaris",
    "pt.syarat",
    "cv.tempat-daftar",
    "fidusia.cara-daftar",
    "fidusia.biaya",
    "apostille.pengertian",
    "apostille.beda-legalisasi",
    "wasiat.cara-cek",
    "wasiat.biaya",
    "cv.biaya",
    "kewarganegaraan.ganda-batas-usia",
    "kewarganegaraan.ganda-cara-memilih",
    "pt-perorangan.pembubaran",
    "perkumpulan.cara-badan-hukum",
    "perkumpulan.biaya",
    "yayasan.pembubaran",
]
HARD_INTERNAL = [
    "internal.pt-perorangan-bulanan-provinsi",
    "internal.provinsi-pt-terbanyak",
    "internal.fidusia-per-kanwil",
    "internal.pt-perorangan-provinsi-tahun",
]

COVER: dict[str, str | None] = {
    "pt-perorangan.syarat": "pt-perorangan-syarat",
    "pt-perorangan.biaya": None,
    "pt-perorangan.cara-daftar": None,
    "pt-perorangan.lama-proses": None,
    "pt-perorangan.ubah-ke-pt-biasa": None,
    "pt-perorangan.pembubaran": None,
    "pt.akta-notaris": "pt-biasa-akta",
    "pt.syarat": None,
    "pt.biaya-pendirian": None,
    "pt.ubah-anggaran-dasar": None,
    "cv.tempat-daftar": "cv-firma-pendaftaran",
    "cv.syarat": None,
    "cv.biaya": None,
    "yayasan.cara-pendirian": "yayasan-pendirian",
    "yayasan.syarat": None,
    "yayasan.biaya": None,
    "yayasan.pembubaran": None,
    "perkumpulan.cara-badan-hukum": "perkumpulan-badan-hukum",
    "perkumpulan.biaya": None,
    "apostille.dokumen": "apostille-dokumen",
    "apostille.beda-legalisasi": "apostille-vs-legalisasi",
    "apostille.pengertian": "apostille-biaya-lanjutan",
    "apostille.biaya": "apostille-biaya-lanjutan",
    "apostille.lama-proses": None,
    "apostille.syarat": None,
    "fidusia.cara-daftar": "fidusia-pendaftaran",
    "fidusia.roya": None,
    "fidusia.biaya": None,
    "wasiat.cara-cek": "wasiat-pencarian",
    "wasiat.syarat": None,
    "wasiat.biaya": None,
    "kewarganegaraan.ganda-batas-usia": "kewarganegaraan-ganda-anak",
    "kewarganegaraan.ganda-cara-memilih": None,
    "kewarganegaraan.naturalisasi-syarat": None,
    "akun-ahu.reset-password": None,
    "akun-ahu.voucher-bayar": None,
    "merek.cara-daftar": None,
    "internal.pt-perorangan-bulanan-provinsi": "internal-jumlah-pt-bulanan",
    "internal.pt-perorangan-provinsi-tahun": "internal-pt-bali-lanjutan",
    "internal.fidusia-per-kanwil": "internal-fidusia-kantor-wilayah",
    "internal.yayasan-tren": None,
    "internal.provinsi-pt-terbanyak": "internal-provinsi-pt-terbanyak-2025",
}

# ---------------------------------------------------------------------------
# Noise.
# ---------------------------------------------------------------------------

ABBREV: dict[str, list[str]] = {
    "yang": ["yg"],
    "dengan": ["dgn", "dg"],
    "untuk": ["utk", "buat"],
    "tidak": ["tdk", "gak", "ngga", "ga"],
    "saya": ["sy", "aku", "saya"],
    "bisa": ["bs", "bisa"],
    "dimana": ["dmn"],
    "bagaimana": ["gmn", "gimana", "bgmn"],
    "gimana": ["gmn"],
    "berapa": ["brp", "brapa"],
    "sudah": ["udh", "sdh", "udah"],
    "belum": ["blm"],
    "kalau": ["kalo", "klo"],
    "sekarang": ["skrg"],
    "tolong": ["tlg"],
    "banget": ["bgt"],
    "juga": ["jg"],
    "terima": ["trima"],
    "apakah": ["apa"],
    "harus": ["hrs"],
    "karena": ["krn", "karna"],
}

EN_SWAP: dict[str, list[str]] = {
    "biaya": ["fee", "cost"],
    "syarat": ["requirement"],
    "persyaratan": ["requirements"],
    "daftar": ["register"],
    "mendaftarkan": ["register"],
    "cara": ["how to"],
    "tolong": ["please"],
    "dokumen": ["document"],
    "proses": ["process"],
    "lama": ["long"],
    "sudah": ["already"],
    "tapi": ["but"],
}

GREET_PRE = [
    "halo",
    "halo min",
    "pagi min",
    "siang kak",
    "permisi",
    "mohon info",
    "selamat siang",
    "kak",
    "min",
    "gan",
    "assalamualaikum",
    "maaf mau tanya",
    "numpang tanya",
    "selamat pagi admin",
]
GREET_POST = [
    "terima kasih",
    "makasih",
    "ya",
    "dong",
    "nih",
    "kak",
    "min",
    "mohon bantuannya",
    "tks",
    "terimakasih sebelumnya",
    "gan",
]
EN_PRE = ["hi", "hello", "sorry", "excuse me", "btw", "quick question"]
EN_POST = ["thanks", "thx", "pls", "please", "asap ya", "thank you"]


def typo(word: str, rng: random.Random) -> str:
    if len(word) < 4:
        return word
    i = rng.randrange(1, len(word) - 1)
    op = rng.choice(("swap", "drop", "double"))
    if op == "swap":
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if op == "drop":
        return word[:i] + word[i + 1 :]
    return word[:i] + word[i] + word[i:]


def pii(rng: random.Random) -> str:
    kind = rng.choice(("nik", "hp", "mail", "npwp"))
    if kind == "nik":
        nik = "".join(str(rng.randrange(10)) for _ in range(16))
        return rng.choice(("NIK saya ", "nik ", "ktp: ")) + nik
    if kind == "hp":
        a = rng.randrange(1000, 9999)
        b = rng.randrange(1000, 9999)
        p = rng.choice(("0812", "0813", "0857", "0878"))
        return rng.choice(("no hp ", "wa ", "hubungi ")) + f"{p}-{a}-{b}"
    if kind == "mail":
        user = rng.choice(("budi", "sari", "rina.w", "agus77", "dewi_k", "hendra"))
        dom = rng.choice(("gmail.com", "yahoo.co.id", "contoh.id"))
        return rng.choice(("email ", "email saya ", "")) + f"{user}{rng.randrange(100)}@{dom}"
    d = [rng.randrange(10) for _ in range(15)]
    s = "".join(map(str, d))
    return "npwp " + f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"


def noisy(text: str, rng: random.Random, hard: bool) -> str:
    words = text.split(" ")
    out = []
    for w in words:
        core = w.lower().strip("?,.!")
        tail = w[len(w.rstrip("?,.!")) :]
        if core in ABBREV and rng.random() < 0.45:
            rep = rng.choice(ABBREV[core])
            w = rep + tail
        elif hard and core in EN_SWAP and rng.random() < 0.2:
            w = rng.choice(EN_SWAP[core]) + tail
        out.append(w)
    text = " ".join(out)
    if rng.random() < (0.25 if hard else 0.3):
        ws = text.split(" ")
        idx = [i for i, x in enumerate(ws) if len(x.strip("?,.!")) >= 4 and x.isascii()]
        if idx:
            i = rng.choice(idx)
            ws[i] = typo(ws[i], rng)
            text = " ".join(ws)
    if rng.random() < 0.6:
        text = text.lower()
    if rng.random() < 0.4:
        text = text.rstrip("?.!")
    elif text.endswith("?") and rng.random() < 0.3:
        text += "?" * rng.randrange(1, 4)
    if rng.random() < 0.08:
        text = text + ", " + pii(rng)
    if hard and rng.random() < 0.12:
        text = rng.choice(EN_PRE) + " " + text
    elif rng.random() < 0.3:
        text = rng.choice(GREET_PRE) + rng.choice((" ", ", ", ". ")) + text
    if hard and rng.random() < 0.08:
        text = text + " " + rng.choice(EN_POST)
    elif rng.random() < 0.22:
        text = text + rng.choice((" ", ", ", ". ")) + rng.choice(GREET_POST)
    return text


# ---------------------------------------------------------------------------
# Generation.
# ---------------------------------------------------------------------------


def pool(intent: str, hard: bool) -> list[str]:
    src = P[intent]
    if hard:
        return [p.lstrip("~") for p in src]
    return [p for p in src if not p.startswith("~")]


def follow_pool(intent: str, hard: bool) -> list[str]:
    src = FOLLOW.get(intent, [])
    if hard:
        return [p.lstrip("~") for p in src]
    return [p for p in src if not p.startswith("~")]


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (r**s) for r in range(1, n + 1)]


def session_id(rng: random.Random) -> str:
    return "s-" + "".join(rng.choice("0123456789abcdef") for _ in range(8))


def start_time(rng: random.Random, day0: datetime) -> datetime:
    day = rng.randrange(7)
    hour_w = [1, 1, 1, 1, 1, 2, 4, 8, 14, 16, 16, 14, 10, 13, 14, 12, 10, 8, 7, 8, 8, 6, 3, 2]
    hour = rng.choices(range(24), weights=hour_w)[0]
    if day >= 5:  # weekend: a little quieter, later
        hour = rng.choices(range(24), weights=hour_w[3:] + hour_w[:3])[0]
    return day0 + timedelta(days=day, hours=hour, minutes=rng.randrange(60))


def build_week(
    name: str, day0: datetime, public: list[str], internal: list[str], hard: bool, seed: int
) -> list[dict[str, str]]:
    rng = random.Random(seed)
    n_total = 3000
    pw = zipf_weights(len(public), 1.05)
    iw = zipf_weights(len(internal), 0.8)
    rows: list[tuple[datetime, int, dict[str, str]]] = []
    order = 0
    seen: set[str] = set()
    while len(rows) < n_total:
        sid = session_id(rng)
        while sid in seen:
            sid = session_id(rng)
        seen.add(sid)
        t = start_time(rng, day0)
        is_internal = rng.random() < 0.05
        surface = "internal" if is_internal else "public"
        turns: list[tuple[str, str]] = []
        if not is_internal and rng.random() < 0.05:
            turns.append((rng.choice(NONE_LINES[:14]), "none"))
        k = rng.choices((1, 2, 3, 4), weights=(55, 27, 12, 6))[0]
        for _ in range(k):
            if is_internal:
                intent = rng.choices(internal, weights=iw)[0]
                turns.append((noisy(rng.choice(pool(intent, hard)), rng, hard), intent))
                fp = follow_pool(intent, hard)
                if fp and rng.random() < 0.4:
                    turns.append((noisy(rng.choice(fp), rng, hard), intent))
            else:
                intent = rng.choices(public, weights=pw)[0]
                turns.append((noisy(rng.choice(pool(intent, hard)), rng, hard), intent))
        if rng.random() < 0.055:
            turns.append((rng.choice(NONE_LINES), "none"))
        for q, label in turns:
            if len(rows) >= n_total:
                break
            row = {
                "at": t.isoformat(timespec="seconds"),
                "session": sid,
                "question": q,
                "surface": surface,
            }
            if label != "none":
                r = rng.random()
                if r < 0.09:
                    row["feedback"] = "up"
                elif r < 0.15:
                    row["feedback"] = "down"
            row["label"] = label
            rows.append((t, order, row))
            order += 1
            t = t + timedelta(minutes=rng.randrange(1, 6), seconds=rng.randrange(60))
    rows.sort(key=lambda x: (x[0], x[1]))
    return [r for _, _, r in rows]


def truth(intents: list[str]) -> dict[str, object]:
    return {"set": SET_PATH, "covered": {i: COVER[i] for i in intents}}


def stats(name: str, rows: list[dict[str, str]]) -> None:
    labelled = [r for r in rows if r["label"] != "none"]
    intents = {r["label"] for r in labelled}
    surf = Counter(r["surface"] for r in rows)
    print(f"== {name}")
    print(f"lines: {len(rows)}  none: {len(rows) - len(labelled)}  intents: {len(intents)}")
    print("lines per surface: " + ", ".join(f"{k}={v}" for k, v in sorted(surf.items())))
    cov = [r for r in labelled if COVER[r["label"]] is not None]
    print(f"covered share (overall): {len(cov) / len(labelled):.3f}")
    for s in sorted(surf):
        ls = [r for r in labelled if r["surface"] == s]
        cs = [r for r in ls if COVER[r["label"]] is not None]
        share = len(cs) / len(ls) if ls else 0.0
        print(f"covered share ({s}): {share:.3f}  ({len(cs)}/{len(ls)})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    weeks = [
        (
            "last-typical",
            datetime(2026, 3, 2, tzinfo=TZ),
            TYPICAL_PUBLIC,
            TYPICAL_INTERNAL,
            False,
            20260302,
        ),
        ("last-hard", datetime(2026, 3, 9, tzinfo=TZ), HARD_PUBLIC, HARD_INTERNAL, True, 20260309),
    ]
    for name, day0, pub, internal, hard, seed in weeks:
        rows = build_week(name, day0, pub, internal, hard, seed)
        with open(args.out / f"{name}.jsonl", "w", encoding="utf-8", newline="\n") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        with open(args.out / f"{name}.truth.json", "w", encoding="utf-8", newline="\n") as f:
            json.dump(truth(pub + internal), f, ensure_ascii=False, indent=2)
            f.write("\n")
        if args.stats:
            stats(name, rows)


if __name__ == "__main__":
    main()
