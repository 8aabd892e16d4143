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

/** What an import would do (the preview), with the first invalid entries named. */
export interface ImportPreview {
  added: number;
  alreadyPresent: number;
  invalid: number;
  invalidShown: string[];
}
