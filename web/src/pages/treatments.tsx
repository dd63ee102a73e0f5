import { conditions } from 'virtual:catalogue';
import { CataloguePage } from '../components/hero-page';
import { m } from '../i18n';

export default function TreatmentsPage() {
  return (
    <CataloguePage
      path="/treatments"
      base="/conditions"
      items={conditions}
      head={{
        title: m.pages_treatments_seo_title(),
        description: m.pages_treatments_seo_description(),
        keywords: m.pages_treatments_keywords(),
      }}
      hero={{ crumb: m.pages_crumb_treatments(), title: m.pages_treatments_title(), intro: m.pages_treatments_intro() }}
      cta={{ title: m.pages_treatments_cta_title(), text: m.pages_treatments_cta_text() }}
    />
  );
}
