import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { formatUnixDate } from '@agulhadas/domain/presentation/format';
import { useCheckoutOutcome } from './use-checkout-outcome';

/**
 * /assinou after a card checkout says what actually happened: 'Confirmando…' while the payment provider's
 * events are on their way, then the trial that started (and until when) or the first payment charged now.
 */
export function CheckoutOutcomeText({ session }: { session: string | null }) {
  const { outcome, failed, gaveUp } = useCheckoutOutcome(session);
  const account = <Link to={paths.account}>Minha conta</Link>;
  if (!session) return <p>A sua assinatura foi registrada. A situação dela aparece em {account}.</p>;
  if (outcome?.state === 'trial') {
    return (
      <p>
        O seu período de teste começou e vai até {formatUnixDate(outcome.trialEnd)}. Quando ele terminar, você receberá
        o link do boleto por e-mail ou o cartão cadastrado será cobrado automaticamente.
      </p>
    );
  }
  if (outcome?.state === 'charged') {
    return (
      <p>
        O primeiro pagamento, de {formatBrl(outcome.amountCents)}, foi cobrado agora no cartão cadastrado, e a sua
        assinatura já está ativa.
      </p>
    );
  }
  if (failed || gaveUp) {
    return (
      <p role="status">
        Ainda estamos confirmando o pagamento com o Stripe. Em alguns minutos, a situação da assinatura aparece em{' '}
        {account}.
      </p>
    );
  }
  return (
    <p role="status" aria-busy="true">
      Confirmando…
    </p>
  );
}
