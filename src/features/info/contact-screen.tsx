import { SITE, supportMailto } from '../../lib/site';
import { InfoPage } from './info-page';

/** /entre-em-contato: the support e-mail or social media. */
export function ContactScreen() {
  return (
    <InfoPage title="Entre em contato" lead="Fale com a equipe do Agulhadas por e-mail ou pelas redes sociais.">
      <ul className="contact-list">
        <li>
          E-mail: <a href={supportMailto()}>{SITE.supportEmail}</a>
        </li>
        <li>
          Instagram:{' '}
          <a href={SITE.instagram.url} target="_blank" rel="noopener noreferrer">
            {SITE.instagram.handle}
          </a>
        </li>
        <li>
          YouTube:{' '}
          <a href={SITE.youtube.url} target="_blank" rel="noopener noreferrer">
            {SITE.youtube.handle}
          </a>
        </li>
        <li>
          Telegram:{' '}
          <a href={SITE.telegramGroupUrl} target="_blank" rel="noopener noreferrer">
            grupo de usuários
          </a>
        </li>
      </ul>
      <p>Respondemos por e-mail em dias úteis. Para assuntos de assinatura, informe o e-mail usado no seu login.</p>
    </InfoPage>
  );
}
