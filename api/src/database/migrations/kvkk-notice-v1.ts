// Version 1 of the KVKK notice: the text public-mfe's /kvkk page showed before the notice became data
// (features/legal/components/kvkk-notice.tsx), written as the notice format: "## " headings, blank-line
// paragraphs, "- " and "1. " list items. A frozen copy for the migrations that insert it — never edit it;
// a changed notice is a new version, saved from the admin.
export const KVKK_NOTICE_V1_TR = `## 1. Kişisel Verilerin Korunması

Kişisel veri; kimliği belirli veya belirlenebilir gerçek kişiye ilişkin her türlü bilgidir. Konak Yapı olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“Kanun”) uyarınca; müşterilerimiz, potansiyel müşterilerimiz, web sitemizi ziyaret edenler ve bizimle iletişime geçen herkesin kişisel verilerini hukuka ve dürüstlük kurallarına uygun, doğru ve güncel, belirli, açık ve meşru amaçlarla, bu amaçlarla bağlantılı, sınırlı ve ölçülü biçimde işlemeyi ve yalnızca gerekli süre boyunca saklamayı taahhüt ederiz.

Bu aydınlatma metni, Kanun’un 10. maddesi ile Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ kapsamında hazırlanmıştır.

## 2. Veri Sorumlusu

Kanun kapsamında veri sorumlusu, Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya adresinde mukim Konak Yapı İnşaat’dır (“Şirket”). Kişisel verileriniz, Şirket tarafından aşağıda açıklanan kapsamda işlenmektedir.

## 3. İşlenen Kişisel Veri Kategorileri

- Kimlik Bilgileri: Ad, soyad; satış ve sözleşme süreçlerinde T.C. kimlik numarası, uyruk, doğum tarihi ve kimlik belgesi bilgileri.
- İletişim Bilgileri: Telefon numarası, e-posta adresi, yazışma adresi ve bize ilettiğiniz mesajların içeriği.
- Finans Bilgileri: Satın alma sürecinde banka hesap ve IBAN bilgileri, ödeme planı, kredi ve tapu işlemlerine ilişkin bilgiler.
- Görsel ve İşitsel Kayıtlar: Ofis ve şantiyelerimizdeki güvenlik kamerası kayıtları ile hizmet kalitesi amacıyla kaydedilen telefon görüşmeleri.

## 4. Kişisel Verilerin Toplanma Yöntemi ve Hukuki Sebebi

Kişisel verileriniz; web sitemizdeki “Sizi Arayalım” ve iletişim formları, e-posta, telefon ve WhatsApp yazışmaları, sosyal medya hesaplarımız, satış ofisi ve şantiye ziyaretleri ile imzalanan sözleşmeler aracılığıyla, kısmen veya tamamen otomatik yollarla ya da bir veri kayıt sisteminin parçası olmak kaydıyla otomatik olmayan yollarla toplanmaktadır.

Bu veriler Kanun’un 5. maddesinde yer alan aşağıdaki hukuki sebeplere dayanılarak işlenir:

- Bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması (md. 5/2-c),
- Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması (md. 5/2-ç),
- Bir hakkın tesisi, kullanılması veya korunması için zorunlu olması (md. 5/2-e),
- İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaatlerimiz için zorunlu olması (md. 5/2-f),
- Bu sebeplerin bulunmadığı hâllerde, örneğin tanıtım ve kampanya iletileri için, açık rızanız (md. 5/1).

## 5. Kişisel Verilerin İşlenme Amaçları

- Geri arama taleplerinizi yanıtlamak ve projelerimiz hakkında bilgi vermek,
- Konut satış, rezervasyon ve sözleşme süreçlerini yürütmek; tapu ve iskân işlemlerini tamamlamak,
- Ödeme ve tahsilat süreçlerini yürütmek, finans ve muhasebe kayıtlarını tutmak,
- Satış sonrası destek, teslim ve garanti süreçlerini yönetmek,
- Ofis ve şantiye güvenliğini sağlamak,
- Yasal yükümlülüklerimizi yerine getirmek ve yetkili kurumların taleplerini karşılamak,
- Açık rızanız bulunması hâlinde yeni projeler ve kampanyalar hakkında bilgilendirme yapmak.

Kişisel verileriniz bu amaçlarla sınırlı olarak; kanunen yetkili kamu kurum ve kuruluşlarına, tapu müdürlüklerine, bankalara, hukuk ve mali müşavirlik hizmeti aldığımız iş ortaklarımıza ve barındırma hizmeti aldığımız tedarikçilerimize Kanun’un 8. ve 9. maddelerine uygun olarak aktarılabilir.

## 6. Kanun’un 11. Maddesi Kapsamındaki Haklarınız

Kişisel veri sahibi olarak Şirketimize başvurarak:

1. Kişisel verilerinizin işlenip işlenmediğini öğrenme,
2. Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,
3. Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,
4. Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,
5. Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,
6. Kanun’un 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,
7. Düzeltme, silme ve yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,
8. İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,
9. Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.

haklarına sahipsiniz. Başvurularınız, niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır.

## 7. İletişim Bilgileri

Haklarınıza ilişkin taleplerinizi, kimliğinizi tevsik eden belgelerle birlikte yazılı olarak veya Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’de belirtilen diğer yöntemlerle iletebilirsiniz:

Konak Yapı İnşaat
Adres: Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya
E-posta: kvkk@konakyapi.com.tr
Telefon: +90 242 345 12 07
`;
