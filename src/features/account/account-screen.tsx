import { useState } from 'react';
import { useSession } from '../../lib/session-provider';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { sortSubscriptionsByExpiry } from './sort-subscriptions';
import { SITE } from '../../lib/site';
import { InvoiceAddressForm } from './invoice-address-form';
import { SubscriptionCard } from './subscription-card';
import { PersonalDataSection } from './personal-data-section';
import './account.css';

/** /conta: subscriptions with their invoices, the invoice address, group and support links. */
export function AccountScreen() {
  const session = useSession();
  const [refreshing, setRefreshing] = useState(false);
  const info = session.userInfo;

  if (session.dataLoaded && !session.clientPrincipal) {
    return (
      <section className="account">
        <h1>Minha conta</h1>
        <SignInPrompt>para ver a sua conta.</SignInPrompt>
      </section>
    );
  }

  const refresh = async () => {
    setRefreshing(true);
    try {
      await session.reloadUserInfo();
    } finally {
      setRefreshing(false);
    }
  };

  const subscriptions = info ? sortSubscriptionsByExpiry(info.assinaturas) : [];
  return (
    <section className="account">
      <h1>Minha conta</h1>
      <div className="section-header">
        <h2>Assinaturas</h2>
        <button
          type="button"
          className="button-secondary"
          onClick={refresh}
          disabled={refreshing}
          aria-label="Atualizar assinaturas"
        >
          ↻ Atualizar
        </button>
      </div>
      {!info || refreshing ? (
        <p className="loading">Buscando suas assinaturas...</p>
      ) : subscriptions.length === 0 ? (
        <p className="empty">Não há assinaturas contratadas.</p>
      ) : (
        <ul className="subscription-list">
          {subscriptions.map((subscription) => (
            <SubscriptionCard
              key={subscription.subId}
              subscription={subscription}
              invoiceAddress={info.invoiceAddress}
              onChanged={session.reloadUserInfo}
            />
          ))}
        </ul>
      )}
      {info && <InvoiceAddressForm saved={info.invoiceAddress} onSaved={session.reloadUserInfo} />}
      <p>
        <a href={SITE.telegramGroupUrl} target="_blank" rel="noreferrer">
          Grupo de usuários no Telegram
        </a>
      </p>
      {info && <PersonalDataSection />}
      <p>
        Suporte: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>
      </p>
    </section>
  );
}
