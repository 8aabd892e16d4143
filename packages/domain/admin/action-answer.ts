/** What every back-office change answers: whether it had already been done, and the sentence to show. */
export interface ActionAnswer {
  alreadyHandled: boolean;
  message: string;
}
