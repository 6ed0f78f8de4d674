import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import './kvkk.css';

const CONTROLLER = {
  name: 'Konak Yapı İnşaat',
  address: 'Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya',
  email: 'kvkk@konakyapi.com.tr',
  phone: '+90 242 345 12 07',
};

const RIGHTS = [
  'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
  'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
  'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
  'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
  'Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
  'Kanun’un 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
  'Düzeltme, silme ve yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
  'İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
  'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
];

/** /kvkk: the notice under Law No. 6698 (SPEC §2), in Turkish on every language's URL. */
export function KvkkNotice() {
  const { lang } = usePublicT();
  return (
    <div className="pub-container pub-kvkk" lang="tr">
      <nav className="pub-kvkk__toc" aria-label="İçindekiler">
        <ol>
          <li>
            <a href="#kisisel-veri">Kişisel Veriler</a>
          </li>
          <li>
            <a href="#veri-sorumlusu">Veri Sorumlusu</a>
          </li>
          <li>
            <a href="#veri-kategorileri">İşlenen Veri Kategorileri</a>
          </li>
          <li>
            <a href="#toplama-yontemi">Toplama Yöntemi ve Hukuki Sebep</a>
          </li>
          <li>
            <a href="#isleme-amaclari">İşleme Amaçları</a>
          </li>
          <li>
            <a href="#haklar">Madde 11 Kapsamındaki Haklarınız</a>
          </li>
          <li>
            <a href="#iletisim-bilgileri">İletişim Bilgileri</a>
          </li>
        </ol>
      </nav>
      <div className="pub-kvkk__body">
        <section id="kisisel-veri" aria-labelledby="kvkk-1">
          <h2 id="kvkk-1">1. Kişisel Verilerin Korunması</h2>
          <p>
            Kişisel veri; kimliği belirli veya belirlenebilir gerçek kişiye ilişkin her türlü bilgidir. Konak
            Yapı olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“Kanun”) uyarınca; müşterilerimiz,
            potansiyel müşterilerimiz, web sitemizi ziyaret edenler ve bizimle iletişime geçen herkesin
            kişisel verilerini hukuka ve dürüstlük kurallarına uygun, doğru ve güncel, belirli, açık ve meşru
            amaçlarla, bu amaçlarla bağlantılı, sınırlı ve ölçülü biçimde işlemeyi ve yalnızca gerekli süre
            boyunca saklamayı taahhüt ederiz.
          </p>
          <p>
            Bu aydınlatma metni, Kanun’un 10. maddesi ile Aydınlatma Yükümlülüğünün Yerine Getirilmesinde
            Uyulacak Usul ve Esaslar Hakkında Tebliğ kapsamında hazırlanmıştır.
          </p>
        </section>
        <section id="veri-sorumlusu" aria-labelledby="kvkk-2">
          <h2 id="kvkk-2">2. Veri Sorumlusu</h2>
          <p>
            Kanun kapsamında veri sorumlusu, {CONTROLLER.address} adresinde mukim{' '}
            <strong>{CONTROLLER.name}</strong>’dır (“Şirket”). Kişisel verileriniz, Şirket tarafından aşağıda
            açıklanan kapsamda işlenmektedir.
          </p>
        </section>
        <section id="veri-kategorileri" aria-labelledby="kvkk-3">
          <h2 id="kvkk-3">3. İşlenen Kişisel Veri Kategorileri</h2>
          <dl className="pub-kvkk__categories">
            <div>
              <dt>Kimlik Bilgileri</dt>
              <dd>
                Ad, soyad; satış ve sözleşme süreçlerinde T.C. kimlik numarası, uyruk, doğum tarihi ve kimlik
                belgesi bilgileri.
              </dd>
            </div>
            <div>
              <dt>İletişim Bilgileri</dt>
              <dd>
                Telefon numarası, e-posta adresi, yazışma adresi ve bize ilettiğiniz mesajların içeriği.
              </dd>
            </div>
            <div>
              <dt>Finans Bilgileri</dt>
              <dd>
                Satın alma sürecinde banka hesap ve IBAN bilgileri, ödeme planı, kredi ve tapu işlemlerine
                ilişkin bilgiler.
              </dd>
            </div>
            <div>
              <dt>Görsel ve İşitsel Kayıtlar</dt>
              <dd>
                Ofis ve şantiyelerimizdeki güvenlik kamerası kayıtları ile hizmet kalitesi amacıyla kaydedilen
                telefon görüşmeleri.
              </dd>
            </div>
          </dl>
        </section>
        <section id="toplama-yontemi" aria-labelledby="kvkk-4">
          <h2 id="kvkk-4">4. Kişisel Verilerin Toplanma Yöntemi ve Hukuki Sebebi</h2>
          <p>
            Kişisel verileriniz; web sitemizdeki “Sizi Arayalım” ve iletişim formları, e-posta, telefon ve
            WhatsApp yazışmaları, sosyal medya hesaplarımız, satış ofisi ve şantiye ziyaretleri ile imzalanan
            sözleşmeler aracılığıyla, kısmen veya tamamen otomatik yollarla ya da bir veri kayıt sisteminin
            parçası olmak kaydıyla otomatik olmayan yollarla toplanmaktadır.
          </p>
          <p>Bu veriler Kanun’un 5. maddesinde yer alan aşağıdaki hukuki sebeplere dayanılarak işlenir:</p>
          <ul>
            <li>Bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması (md. 5/2-c),</li>
            <li>
              Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması (md. 5/2-ç),
            </li>
            <li>Bir hakkın tesisi, kullanılması veya korunması için zorunlu olması (md. 5/2-e),</li>
            <li>
              İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaatlerimiz için
              zorunlu olması (md. 5/2-f),
            </li>
            <li>
              Bu sebeplerin bulunmadığı hâllerde, örneğin tanıtım ve kampanya iletileri için, açık rızanız
              (md. 5/1).
            </li>
          </ul>
        </section>
        <section id="isleme-amaclari" aria-labelledby="kvkk-5">
          <h2 id="kvkk-5">5. Kişisel Verilerin İşlenme Amaçları</h2>
          <ul>
            <li>Geri arama taleplerinizi yanıtlamak ve projelerimiz hakkında bilgi vermek,</li>
            <li>
              Konut satış, rezervasyon ve sözleşme süreçlerini yürütmek; tapu ve iskân işlemlerini tamamlamak,
            </li>
            <li>Ödeme ve tahsilat süreçlerini yürütmek, finans ve muhasebe kayıtlarını tutmak,</li>
            <li>Satış sonrası destek, teslim ve garanti süreçlerini yönetmek,</li>
            <li>Ofis ve şantiye güvenliğini sağlamak,</li>
            <li>Yasal yükümlülüklerimizi yerine getirmek ve yetkili kurumların taleplerini karşılamak,</li>
            <li>
              Açık rızanız bulunması hâlinde yeni projeler ve kampanyalar hakkında bilgilendirme yapmak.
            </li>
          </ul>
          <p>
            Kişisel verileriniz bu amaçlarla sınırlı olarak; kanunen yetkili kamu kurum ve kuruluşlarına, tapu
            müdürlüklerine, bankalara, hukuk ve mali müşavirlik hizmeti aldığımız iş ortaklarımıza ve
            barındırma hizmeti aldığımız tedarikçilerimize Kanun’un 8. ve 9. maddelerine uygun olarak
            aktarılabilir.
          </p>
        </section>
        <section id="haklar" aria-labelledby="kvkk-6">
          <h2 id="kvkk-6">6. Kanun’un 11. Maddesi Kapsamındaki Haklarınız</h2>
          <p>Kişisel veri sahibi olarak Şirketimize başvurarak:</p>
          <ol className="pub-kvkk__rights">
            {RIGHTS.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ol>
          <p>
            haklarına sahipsiniz. Başvurularınız, niteliğine göre en kısa sürede ve en geç otuz gün içinde
            ücretsiz olarak sonuçlandırılır.
          </p>
        </section>
        <section id="iletisim-bilgileri" aria-labelledby="kvkk-7">
          <h2 id="kvkk-7">7. İletişim Bilgileri</h2>
          <p>
            Haklarınıza ilişkin taleplerinizi, kimliğinizi tevsik eden belgelerle birlikte yazılı olarak veya
            Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’de belirtilen diğer yöntemlerle
            iletebilirsiniz:
          </p>
          <address className="pub-kvkk__contact">
            <strong>{CONTROLLER.name}</strong>
            <span>Adres: {CONTROLLER.address}</span>
            <span>
              E-posta: <a href={`mailto:${CONTROLLER.email}`}>{CONTROLLER.email}</a>
            </span>
            <span>
              Telefon: <a href={`tel:${CONTROLLER.phone.replace(/[^\d+]/g, '')}`}>{CONTROLLER.phone}</a>
            </span>
          </address>
        </section>
        <p>
          <Link className="kui-btn kui-btn--primary" to={paths.home(lang)}>
            Ana Sayfaya Dön
          </Link>
        </p>
      </div>
    </div>
  );
}
