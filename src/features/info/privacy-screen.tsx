import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { SITE, supportMailto } from '../../lib/site';
import { InfoPage } from './info-page';

/**
 * /politica-de-privacidade. In force since 17 April 2023; the text is
 * written for the LGPD (Lei 13.709/2018) from what the product actually stores and shares.
 */
export function PrivacyScreen() {
  const mail = <a href={supportMailto('Privacidade')}>{SITE.supportEmail}</a>;
  return (
    <InfoPage title="Política de privacidade" lead="Vigente desde 17 de abril de 2023.">
      <p>
        Esta política explica quais dados pessoais o {SITE.name} trata, para quê, com quem os compartilha e como você
        exerce os seus direitos, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
      </p>

      <section aria-labelledby="privacy-data">
        <h2 id="privacy-data">1. Dados que tratamos</h2>
        <ul>
          <li>
            <strong>Cadastro e login:</strong> nome, e-mail e o identificador fornecido pelo serviço de autenticação.
            Não recebemos a sua senha.
          </li>
          <li>
            <strong>Uso do serviço:</strong> listas de favoritos, anotações, alertas, preferências de exibição e o
            código de vínculo com o Telegram, que você mesmo cadastra.
          </li>
          <li>
            <strong>Assinaturas e pagamentos:</strong> plano, status, validade, faturas e o endereço de cobrança (nome,
            endereço e telefone) que você informar. Os dados de cartão são digitados diretamente no provedor de
            pagamentos e nunca passam pelos nossos servidores.
          </li>
          <li>
            <strong>Dados técnicos:</strong> registros de acesso (endereço IP, data e hora), guardados por 6 meses
            conforme o Marco Civil da Internet, e o cookie de sessão necessário para manter você conectado.
          </li>
          <li>
            <strong>No seu navegador:</strong> favoritos, preferências e o carrinho da lojinha ficam no armazenamento
            local do seu aparelho e podem ser apagados por você a qualquer momento.
          </li>
        </ul>
        <p>Não vendemos dados pessoais e não tratamos dados sensíveis.</p>
      </section>

      <section aria-labelledby="privacy-purpose">
        <h2 id="privacy-purpose">2. Finalidades e bases legais</h2>
        <ul>
          <li>
            Prestar o serviço contratado, enviar alertas e manter a sua conta — execução de contrato (art. 7º, V).
          </li>
          <li>Emitir cobranças e cumprir obrigações fiscais e legais — obrigação legal (art. 7º, II).</li>
          <li>Prevenir fraudes e abusos e manter a segurança do serviço — legítimo interesse (art. 7º, IX).</li>
          <li>
            Enviar comunicações sobre novidades e ofertas — consentimento, que pode ser retirado a qualquer momento.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-sharing">
        <h2 id="privacy-sharing">3. Compartilhamento</h2>
        <p>Compartilhamos dados somente com os operadores necessários para o serviço funcionar:</p>
        <ul>
          <li>serviço de autenticação (login);</li>
          <li>provedores de pagamento por cartão, PIX e criptomoedas;</li>
          <li>Telegram, para entregar os alertas que você ativar;</li>
          <li>provedores de hospedagem e banco de dados em nuvem;</li>
          <li>
            corretoras parceiras, apenas quando você clica em uma delas na página de{' '}
            <Link to={paths.brokers}>corretoras</Link> e pede a vinculação da sua conta.
          </li>
        </ul>
        <p>
          Alguns desses provedores ficam fora do Brasil; nesses casos a transferência internacional segue o art. 33 da
          LGPD, com cláusulas contratuais de proteção. Visitantes não assinantes podem ver anúncios de parceiros, que
          podem usar cookies próprios.
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">4. Por quanto tempo guardamos</h2>
        <p>
          Mantemos os dados enquanto a sua conta estiver ativa. Ao pedir a exclusão, apagamos os dados em até 30 dias,
          exceto os que a lei manda guardar (por exemplo, registros fiscais por 5 anos e registros de acesso por 6
          meses).
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">5. Seus direitos</h2>
        <p>
          Você pode pedir, a qualquer momento, a confirmação do tratamento, o acesso, a correção, a portabilidade, a
          anonimização ou a exclusão dos seus dados, informações sobre o compartilhamento e a revogação do consentimento
          (art. 18 da LGPD). Escreva para {mail}; respondemos em até 15 dias. Você também pode reclamar à Autoridade
          Nacional de Proteção de Dados (ANPD).
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">6. Segurança</h2>
        <p>
          Usamos conexão criptografada (HTTPS), acesso restrito aos dados e provedores com certificações de segurança.
          Nenhum sistema é totalmente imune a incidentes; se algum afetar os seus dados, avisaremos você e a ANPD.
        </p>
      </section>

      <section aria-labelledby="privacy-minors">
        <h2 id="privacy-minors">7. Menores de idade</h2>
        <p>
          O serviço é destinado a maiores de 18 anos e não coletamos intencionalmente dados de crianças e adolescentes.
        </p>
      </section>

      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">8. Alterações e contato</h2>
        <p>
          Podemos atualizar esta política; a data de vigência no topo indica a versão atual e avisaremos por e-mail
          sobre mudanças relevantes. O controlador dos dados é o {SITE.name}, e o encarregado (DPO) atende pelo e-mail{' '}
          {mail}.
        </p>
      </section>
    </InfoPage>
  );
}
