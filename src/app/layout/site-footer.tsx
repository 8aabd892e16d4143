import { Link } from 'react-router';
import { INVESTMENT_DISCLAIMER, SITE, supportMailto } from '../../lib/site';
import { paths } from '../../lib/paths';

interface FooterLink {
  label: string;
  to: string;
}

/** Every public page is reachable from every screen (the side menu keeps the analysis area's entries). */
const SECTIONS: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: 'Mercado',
    links: [
      { label: 'Lista de ativos', to: paths.assets() },
      { label: 'Agulhadas do Didi', to: paths.agulhadas },
      { label: 'Curva do VIX', to: paths.vix },
    ],
  },
  {
    title: 'Planos',
    links: [
      { label: 'Assinatura', to: paths.plans },
      { label: '30 dias grátis de VIP', to: paths.promo },
      { label: 'Versão instalada', to: paths.hire },
      { label: 'Lojinha', to: paths.shop },
    ],
  },
  {
    title: 'Parcerias',
    links: [
      { label: 'Corretoras parceiras', to: paths.brokers },
      { label: 'Mesa proprietária', to: paths.prop },
    ],
  },
  {
    title: 'Ajuda',
    links: [
      { label: 'Como usar', to: paths.info },
      { label: 'FAQ', to: paths.faq },
      { label: 'Contato', to: paths.contact },
      { label: 'Política de privacidade', to: paths.privacy },
    ],
  },
];

/**
 * The one footer of every screen, the home included: the blog, the support e-mail, the social handle and the users'
 * group, every public page, and the disclaimer once.
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <ul className="footer-links">
        <li>
          <a href={SITE.blogUrl} target="_blank" rel="noopener noreferrer">
            Blog
          </a>
        </li>
        <li>
          <a href={supportMailto()}>{SITE.supportEmail}</a>
        </li>
        <li>
          <a href={SITE.instagram.url} target="_blank" rel="noopener noreferrer">
            Instagram {SITE.instagram.handle}
          </a>
        </li>
        <li>
          <a href={SITE.telegramGroupUrl} target="_blank" rel="noopener noreferrer">
            Grupo de usuários no Telegram
          </a>
        </li>
      </ul>
      <nav aria-label="Rodapé">
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="footer-note">{INVESTMENT_DISCLAIMER}</p>
      <p className="footer-note">
        © {new Date().getFullYear()} {SITE.name}
      </p>
    </footer>
  );
}
