import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-provider';
import { ApiError } from '../../lib/api';
import { acceptPromo, checkPromoEmail } from './promo-api';
import { PROMO_MESSAGES, readAcceptAnswer } from './promo-messages';
import './promo.css';

/** /30dias: check the e-mail, offer the promo, accept (login first), then /assinou?content=promo30. */
export function PromoScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [offer, setOffer] = useState(false);
  const [busy, setBusy] = useState(false);

  // Prefilled from the login once the session is known.
  useEffect(() => {
    if (session.email) setEmail((current) => current || session.email || '');
  }, [session.email]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const answer = await checkPromoEmail(email.trim());
      if (answer.isRegistered) setOffer(true);
      else setError(answer.error || PROMO_MESSAGES.notRegistered);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : PROMO_MESSAGES.notRegistered);
    } finally {
      setBusy(false);
    }
  };

  const accept = async () => {
    if (!session.clientPrincipal) {
      window.location.assign(paths.login(paths.promo));
      return;
    }
    setBusy(true);
    const outcome = readAcceptAnswer(await acceptPromo());
    setBusy(false);
    setOffer(false);
    if (outcome.kind === 'error') {
      setError(outcome.message);
      return;
    }
    // New roles come with a new sign-in: log in again, then the thank-you page.
    if (outcome.vip30) window.location.assign(paths.login(`${paths.subscribed}?content=promo30`));
    else navigate(paths.account);
  };

  return (
    <section className="promo">
      <h1>30 dias grátis de VIP</h1>
      <p>Alunos do curso do método Didi Aguiar ganham 30 dias do plano VIP. Confira se o seu e-mail está na lista.</p>
      <form onSubmit={verify} className="promo-form">
        <label className="field">
          <span>E-mail</span>
          <input name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
        </label>
        <button type="submit" className="primary" disabled={busy}>
          Verificar
        </button>
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {offer && (
        <div className="modal-backdrop">
          <div className="modal" role="dialog" aria-modal="true" aria-labelledby="promo-title">
            <h2 id="promo-title">Parabéns!</h2>
            <p>O seu e-mail está na lista da promoção: você ganhou 30 dias do plano VIP, sem precisar de cartão.</p>
            {!session.clientPrincipal && <p>Para aceitar, entre com a sua conta.</p>}
            <div className="modal-actions">
              <button type="button" onClick={() => setOffer(false)}>
                Agora não
              </button>
              <button type="button" className="primary" disabled={busy} onClick={accept}>
                Aceitar
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
