/** One course student entitled to the VIP30 promo. */
export interface PromoStudentRow {
  email: string;
  addedAt: string;
  /** The promo was taken with this address. */
  used: boolean;
}

/** One page of the course students' list, as the back office's API answers it. */
export interface PromoStudentsPage {
  students: PromoStudentRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** What an import of a list does: new addresses, addresses already listed, entries that are no e-mail. */
export interface ImportCounts {
  added: number;
  alreadyPresent: number;
  invalid: number;
}

/** What an import would do (the preview), with the first invalid entries named. */
export interface ImportPreview extends ImportCounts {
  invalidShown: string[];
}
