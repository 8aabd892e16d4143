interface FeatureCard {
  title: string;
  text: string;
  /** Who gets it, shown as a tag. */
  audience: string;
}

/** The home page's six feature cards, in order. */
const FEATURES: readonly FeatureCard[] = [
  {
    title: 'Mais de 1200 ativos',
    text: 'Ações, futuros e fundos da B3, ações e fundos americanos, Forex, CFDs de índices e commodities e criptomoedas, lidos pelo nosso robô a cada 15 minutos.',
    audience: 'Todos',
  },
  {
    title: 'Acesso gratuito',
    text: 'Cadastre-se sem cartão de crédito e acompanhe mais de 40 ativos liberados, com as mesmas leituras do método Didi Aguiar.',
    audience: 'Grátis',
  },
  {
    title: 'Economia de tempo',
    text: 'Nada de abrir gráfico por gráfico: veja de uma vez DMI/ADX, Bollinger, Didi Index, Estocástico e Trix em 5 tempos gráficos — 15 min, 60 min, 4 horas, diário e semanal.',
    audience: 'Todos',
  },
  {
    title: 'Notificações inteligentes',
    text: 'Receba no Telegram um aviso quando a agulhada se formar nos ativos e tempos gráficos que você escolher, sem ficar olhando a tela.',
    audience: 'Assinantes',
  },
  {
    title: 'Tempo real e integrações',
    text: 'Painel em tempo real com captura a cada segundo (beta), robô para a plataforma de negociação, indicador para o seu gráfico e webhook.',
    audience: 'VIP',
  },
  {
    title: 'Favoritos, anotações e alertas',
    text: 'Até 5 listas de favoritos sincronizadas entre seus dispositivos, anotações pessoais em cada ativo e alertas ilimitados.',
    audience: 'Assinantes',
  },
];

export function FeatureCards() {
  return (
    <section className="home-features" aria-labelledby="home-features-title">
      <h2 id="home-features-title">Por que usar o Agulhadas</h2>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="feature-card">
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
            <span className="feature-audience">{feature.audience}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
