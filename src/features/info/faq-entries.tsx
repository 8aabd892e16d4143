import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { SITE, supportMailto } from '../../lib/site';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

/** The FAQ's questions, in order. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'Quanto tempo o boleto leva para ser compensado?',
    answer: (
      <p>
        O pagamento por boleto leva até 3 dias úteis para ser processado. Assim que for compensado, a sua assinatura é
        ativada.
      </p>
    ),
  },
  {
    question: 'Posso pagar com PIX?',
    answer: (
      <p>
        Sim. Na página de <Link to={paths.plans}>assinatura</Link>, escolha a opção de pagamento único e pague com PIX.
        A ativação não é automática: conferimos o pagamento e liberamos o acesso em até 48 horas.
      </p>
    ),
  },
  {
    question: 'Posso testar sem cadastrar cartão de crédito?',
    answer: (
      <p>
        Sim. Escolha o pagamento por boleto: você usa os 7 dias de teste normalmente e, se o boleto não for pago, a
        assinatura é cancelada automaticamente, sem nenhuma cobrança.
      </p>
    ),
  },
  {
    question: 'Vocês podem adicionar um ativo que não está na lista?',
    answer: (
      <p>
        Assinantes VIP podem pedir a inclusão de ativos por e-mail. Avaliamos cada pedido, mas há limites técnicos: só
        incluímos ativos com dados disponíveis para o robô e dentro da capacidade de leitura a cada 15 minutos.
      </p>
    ),
  },
  {
    question: 'O Agulhadas funciona dentro de outras plataformas?',
    answer: (
      <p>
        O {SITE.name} é um sistema independente: não é um plugin de plataforma de negociação nem de gráficos. As
        leituras são calculadas pelo nosso robô e exibidas aqui, com alertas pelo Telegram.
      </p>
    ),
  },
  {
    question: 'Existe o tempo gráfico de 5 minutos?',
    answer: <p>Não. Os tempos gráficos disponíveis são 15 minutos, 60 minutos, 4 horas, diário e semanal.</p>,
  },
  {
    question: 'Como ordeno e filtro as agulhadas?',
    answer: (
      <p>
        Na <Link to={paths.assets()}>lista de ativos</Link>, use os botões de categoria para filtrar por mercado, a
        busca para achar um ativo e o botão de ordenação para colocar as agulhadas mais recentes no topo. A lista
        &quot;Todas as agulhadas&quot; mostra apenas os ativos com agulhada.
      </p>
    ),
  },
  {
    question: 'Sou aluno do curso do Didi. Tenho direito a 30 dias grátis?',
    answer: (
      <p>
        Sim. Alunos do curso recebem um voucher de 30 dias do plano VIP. A lista de alunos é enviada pela equipe do
        curso cerca de 3 meses após a matrícula; depois disso, confira a sua elegibilidade na página{' '}
        <Link to={paths.promo}>30 dias</Link>.
      </p>
    ),
  },
  {
    question: 'Como entro em contato?',
    answer: (
      <p>
        Escreva para <a href={supportMailto()}>{SITE.supportEmail}</a> ou veja os outros canais em{' '}
        <Link to={paths.contact}>Entre em contato</Link>.
      </p>
    ),
  },
];
