import { services } from 'virtual:catalogue';
import { CataloguePage } from '../components/hero-page';
import { m } from '../i18n';

export default function ServicesPage() {
  return (
    <CataloguePage
      path="/services"
      base="/services"
      items={services}
      head={{
        title: m.pages_services_seo_title(),
        description: m.pages_services_seo_description(),
        keywords: m.pages_services_keywords(),
      }}
      hero={{ crumb: m.pages_crumb_services(), title: m.pages_services_title(), intro: m.pages_services_intro() }}
      cta={{ title: m.pages_services_cta_title(), text: m.pages_services_cta_text() }}
    />
  );
}
