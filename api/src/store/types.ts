// The store interface belongs to @agulhadas/delivery, which the notifier shares; the API's modules read it here.
export * from '@agulhadas/delivery/store/types';
