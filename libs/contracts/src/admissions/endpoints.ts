import { type FileResult, type None, route, staff } from '../endpoint';
import type { InitializePaymentResponse } from '../payments/types';
import type { PagedList } from '../platform/paging';
import type {
  ApplicationSubmitted,
  FamilyAnswers,
  PaidFormAccess,
  ParentApplicationView,
  ParentLinkRequest,
  ParentSession,
  ParentSignInRequest,
  PortalConfig,
} from './application-form';
import type { ApplicationStatusQuery } from './application-reference';
import type { ApplicationStatusValue } from './application-status';
import type {
  BookingConfirmation,
  BookingRecord,
  ManagedBooking,
  NewSlot,
  OpenSlot,
  StaffSlot,
  TourBookingRequest,
} from './bookings';
import type { StaffAccessEntry } from './access-log';
import type {
  AssessmentLookup,
  ClassRubric,
  DecisionReleaseOutcome,
  DecisionReleaseRequest,
  PrepareDecisionRequest,
  PreparedDecision,
  RecordAssessmentRequest,
  RubricUpdate,
} from './assessments';
import type {
  AdmissionsFunnel,
  EnquiryAnswers,
  EnquiryAnswersRequest,
  EnquiryConversion,
  EnquiryReceived,
  EnquiryRequest,
  StaffEnquiry,
} from './enquiries';
import type {
  ApplicationDocumentView,
  DocumentChecklist,
  DocumentChecklistUpdate,
  DocumentReviewRequest,
} from './documents';
import type { ErasureRefusal, FamilyErasureRequest, FamilyErasureStatus, StaffErasureRequest } from './family-data';
import type { DuplicateDismissRequest, DuplicateGroup, DuplicateMerge, DuplicateMergeRequest } from './duplicates';
import type {
  ApplicationOffer,
  MakeOfferRequest,
  OfferLookup,
  OfferPreview,
  SettleLateFeeRequest,
  WaitingListEntry,
  WaitingListMove,
} from './offers';
import type { OfferProposalRequest, SeatsView, SetSeatsRequest } from './places';
import type { BulkStatusChange, BulkStatusOutcome, PipelineView } from './pipeline';
import type { ApplicationDetail, ApplicationStatusLookup, ApplicationSummary } from './types';

/** Applications and everything that follows one: the family page, documents, offers, the waiting list, the pipeline, duplicates, bookings, the paid forms and the portal links. */
export const ADMISSIONS_ENDPOINTS = {
  paidForms: {
    /**
     * formId icast_form_1 or icast_form_2; a paid, unexpired payment reference only. The original site's call: saved
     * as `ApplicationForm.pdf`, whichever form it is (docs/architecture.md#the-original-sites-calls).
     */
    download: route<None, FileResult>()('GET', 'form/download/:reference/:formId', 'public'),
    /** Whether a payment reference (any letter case) can download its forms now; 403 as download when not. */
    access: route<None, PaidFormAccess>()('GET', 'form/paid-forms/:reference', 'public'),
    /** The same PDF as download, saved under the form's own name (`ICAST-application-form.pdf`, ...). */
    file: route<None, FileResult>()('GET', 'form/paid-forms/:reference/:formId', 'public'),
  },
  applications: {
    submit: route<Record<string, string>, ApplicationSubmitted>()('POST', 'form', 'public'),
    /** A POST so the child's date of birth stays out of URLs, logs and browser history. */
    status: route<ApplicationStatusQuery, ApplicationStatusLookup>()('POST', 'form/status', 'public'),
    list: route<None, PagedList<ApplicationSummary>>()('GET', 'form/admin/applications', staff('admissions')),
    csv: route<None, FileResult>()('GET', 'form/admin/applications.csv', staff('admissions')),
    detail: route<None, ApplicationDetail>()('GET', 'form/admin/applications/:reference', staff('admissions')),
    changeStatus: route<{ status: ApplicationStatusValue; note?: string }, ApplicationDetail>()(
      'PATCH',
      'form/admin/applications/:reference/status',
      staff('admissions'),
    ),
  },
  /** A family's first contact before applying: the public form, staff's list, and the link to a pre-filled application. */
  enquiries: {
    submit: route<EnquiryRequest, EnquiryReceived>()('POST', 'enquiries', 'public'),
    /** The token from the link staff sent: what it fills in on the application form (a POST keeps it out of logs). */
    answers: route<EnquiryAnswersRequest, EnquiryAnswers>()('POST', 'enquiries/answers', 'public'),
    list: route<None, PagedList<StaffEnquiry>>()('GET', 'form/admin/enquiries', staff('admissions')),
    convert: route<None, EnquiryConversion>()('POST', 'form/admin/enquiries/:reference/convert', staff('admissions')),
    /** Enquiries -> tours -> applications -> offers -> accepted, by class, campus and source, this season and last. */
    funnel: route<None, AdmissionsFunnel>()('GET', 'form/admin/admissions-funnel', staff('admissions')),
  },
  /** A parent's own page, no password: a signed link (e-mailed, or shown once after submitting) opens it. */
  parentAccess: {
    requestLink: route<ParentLinkRequest, { message: string }>()('POST', 'parent/link', 'public'),
    signIn: route<ParentSignInRequest, ParentSession>()('POST', 'parent/session', 'session'),
    signOut: route<None, void>()('DELETE', 'parent/session', 'session'),
    applications: route<None, ParentApplicationView[]>()('GET', 'parent/applications', 'session'),
    /** "Apply for another child": the parents' answers of this family's newest application, never another's. */
    familyAnswers: route<None, FamilyAnswers>()('GET', 'parent/family-answers', 'session'),
  },
  /** Who at the school opened which child's application or documents: admins read and export it. */
  accessLog: {
    list: route<None, PagedList<StaffAccessEntry>>()('GET', 'form/admin/access-log', staff()),
    csv: route<None, FileResult>()('GET', 'form/admin/access-log.csv', staff()),
  },
  /** The family's own data: a copy to download, and asking the school to delete it (docs/privacy.md). */
  familyData: {
    copy: route<None, FileResult>()('GET', 'parent/data-copy', 'session'),
    erasure: route<None, FamilyErasureStatus>()('GET', 'parent/erasure', 'session'),
    requestErasure: route<None, FamilyErasureRequest>()('POST', 'parent/erasure', 'session'),
    staffList: route<None, { data: StaffErasureRequest[] }>()('GET', 'form/admin/erasure-requests', staff()),
    approve: route<None, StaffErasureRequest>()('POST', 'form/admin/erasure-requests/:id/approve', staff()),
    refuse: route<ErasureRefusal, StaffErasureRequest>()('POST', 'form/admin/erasure-requests/:id/refuse', staff()),
  },
  /** The family's documents of an application: staff read and review them (the family's side is under parent). */
  documents: {
    /** The documents each class asks for: the public requirements, the family's page and staff read the same list. */
    checklist: route<None, DocumentChecklist>()('GET', 'form/document-checklist', 'public'),
    /** Admins set the documents of one or more classes. */
    setChecklist: route<DocumentChecklistUpdate, DocumentChecklist>()('PUT', 'form/admin/document-checklist', staff()),
    staffList: route<None, ApplicationDocumentView[]>()(
      'GET',
      'form/admin/applications/:reference/documents',
      staff('admissions'),
    ),
    staffFile: route<None, FileResult>()(
      'GET',
      'form/admin/applications/:reference/documents/:kind',
      staff('admissions'),
    ),
    /** Multipart, field `file`: the office scans what a family brought in. */
    staffUpload: route<FormData, ApplicationDocumentView>()(
      'PUT',
      'form/admin/applications/:reference/documents/:kind',
      staff('admissions'),
    ),
    review: route<DocumentReviewRequest, ApplicationDocumentView>()(
      'PATCH',
      'form/admin/applications/:reference/documents/:kind/review',
      staff('admissions'),
    ),
    /** The family, signed in by its link (parent cookie): its own application's documents only. */
    parentList: route<None, ApplicationDocumentView[]>()('GET', 'parent/applications/:reference/documents', 'session'),
    parentFile: route<None, FileResult>()('GET', 'parent/applications/:reference/documents/:kind', 'session'),
    /** Multipart, field `file`; replaces the one sent before, until the decision. */
    parentUpload: route<FormData, ApplicationDocumentView>()(
      'PUT',
      'parent/applications/:reference/documents/:kind',
      'session',
    ),
    parentRemove: route<None, void>()('DELETE', 'parent/applications/:reference/documents/:kind', 'session'),
  },
  /** A place offered with an acceptance fee and a deadline; the family accepts by paying it, or declines. */
  offers: {
    staffView: route<None, OfferLookup>()('GET', 'form/admin/applications/:reference/offer', staff('admissions')),
    make: route<MakeOfferRequest, ApplicationOffer>()(
      'POST',
      'form/admin/applications/:reference/offer',
      staff('admissions'),
    ),
    /** What the family would get (e-mail, SMS, letter) for an offer with this fee and deadline; nothing is sent. */
    preview: route<MakeOfferRequest, OfferPreview>()(
      'POST',
      'form/admin/applications/:reference/offer/preview',
      staff('admissions'),
    ),
    staffLetter: route<None, FileResult>()(
      'GET',
      'form/admin/applications/:reference/offer/letter',
      staff('admissions'),
    ),
    /** Reinstates the place with a fee paid after its offer closed, or records that the fee was refunded. */
    settleLateFee: route<SettleLateFeeRequest, OfferLookup>()(
      'POST',
      'form/admin/applications/:reference/offer/late-fees/:paymentReference',
      staff('admissions'),
    ),
    parentView: route<None, OfferLookup>()('GET', 'parent/applications/:reference/offer', 'session'),
    parentLetter: route<None, FileResult>()('GET', 'parent/applications/:reference/offer/letter', 'session'),
    /** The receipt of the acceptance fee that accepted the place, as a PDF (404 until it is paid). */
    parentReceipt: route<None, FileResult>()('GET', 'parent/applications/:reference/offer/receipt', 'session'),
    /** Starts the acceptance fee's checkout (Paystack, or its sandbox in test mode). */
    parentAccept: route<None, InitializePaymentResponse>()(
      'POST',
      'parent/applications/:reference/offer/acceptance',
      'session',
    ),
    parentDecline: route<None, ApplicationOffer>()('POST', 'parent/applications/:reference/offer/decline', 'session'),
  },
  /** Each class's waiting list in order; staff move an application up or down, and promote it with an offer. */
  waitingList: {
    list: route<None, WaitingListEntry[]>()('GET', 'form/admin/waiting-list', staff('admissions')),
    move: route<WaitingListMove, WaitingListEntry[]>()(
      'PUT',
      'form/admin/waiting-list/:reference',
      staff('admissions'),
    ),
  },
  /** Each class's rubric, and an application's assessment scores recorded on it (reads are in the access log). */
  assessments: {
    rubrics: route<None, ClassRubric[]>()('GET', 'form/admin/assessment-rubrics', staff('admissions')),
    saveRubric: route<RubricUpdate, ClassRubric>()(
      'PUT',
      'form/admin/assessment-rubrics/:classAppliedFor',
      staff('admissions'),
    ),
    view: route<None, AssessmentLookup>()('GET', 'form/admin/applications/:reference/assessment', staff('admissions')),
    record: route<RecordAssessmentRequest, AssessmentLookup>()(
      'PUT',
      'form/admin/applications/:reference/assessment',
      staff('admissions'),
    ),
  },
  /** Decisions prepared unseen by the family, released to all at a set time (or now) as ordinary status changes. */
  preparedDecisions: {
    list: route<None, PreparedDecision[]>()('GET', 'form/admin/prepared-decisions', staff('admissions')),
    prepare: route<PrepareDecisionRequest, PreparedDecision>()(
      'PUT',
      'form/admin/applications/:reference/prepared-decision',
      staff('admissions'),
    ),
    withdraw: route<None, void>()(
      'DELETE',
      'form/admin/applications/:reference/prepared-decision',
      staff('admissions'),
    ),
    release: route<DecisionReleaseRequest, DecisionReleaseOutcome>()(
      'POST',
      'form/admin/prepared-decisions/release',
      staff('admissions'),
    ),
  },
  /** Seats per class, campus, start term and day or boarding; the waiting child proposed for a freed place. */
  places: {
    view: route<None, SeatsView>()('GET', 'form/admin/places', staff('admissions')),
    setSeats: route<SetSeatsRequest, SeatsView>()('PUT', 'form/admin/places', staff('admissions')),
    /** Offers the proposed child the place, with the fee and the time to pay of the offer that freed it. */
    offerProposal: route<OfferProposalRequest, ApplicationOffer>()(
      'POST',
      'form/admin/places/proposals/:id/offer',
      staff('admissions'),
    ),
  },
  /** Counts per status and class, and a change of status for many applications at once. */
  pipeline: {
    /** `?campus=&attendance=&startTerm=`; merged duplicates are left out. */
    view: route<None, PipelineView>()('GET', 'form/admin/pipeline', staff('admissions')),
    changeStatus: route<BulkStatusChange, BulkStatusOutcome>()(
      'POST',
      'form/admin/pipeline/status',
      staff('admissions'),
    ),
  },
  /** Applications that look like the same child or the same parent twice: staff merge or dismiss them. */
  duplicates: {
    /** Groups sharing a child, an e-mail or a phone: `?state=open` (default) or `dismissed`, `&page=&pageSize=`. */
    list: route<None, PagedList<DuplicateGroup>>()('GET', 'form/admin/duplicates', staff('admissions')),
    dismiss: route<DuplicateDismissRequest, DuplicateGroup>()(
      'POST',
      'form/admin/duplicates/:id/dismiss',
      staff('admissions'),
    ),
    merge: route<DuplicateMergeRequest, DuplicateMerge>()(
      'POST',
      'form/admin/duplicates/:id/merge',
      staff('admissions'),
    ),
    /** Merges in force, newest first, `?page=&pageSize=`. */
    merges: route<None, PagedList<DuplicateMerge>>()('GET', 'form/admin/duplicates/merges', staff('admissions')),
    /** `:reference` is the merged application: both come back exactly as they were, documents included. */
    undoMerge: route<None, DuplicateMerge>()(
      'POST',
      'form/admin/duplicates/merges/:reference/undo',
      staff('admissions'),
    ),
  },
  portal: {
    config: route<None, PortalConfig>()('GET', 'form/portal-config', 'public'),
  },
  /** Assessment, interview and tour slots. A family manages its booking with the token its confirmation carries. */
  bookings: {
    /** `?kind=tour&campus=elebu`: future slots still open for booking. */
    openSlots: route<None, OpenSlot[]>()('GET', 'bookings/slots', 'public'),
    bookTour: route<TourBookingRequest, BookingConfirmation>()('POST', 'bookings/tours', 'public'),
    manage: route<None, ManagedBooking>()('GET', 'bookings/manage/:token', 'public'),
    move: route<{ slotId: string }, BookingConfirmation>()('POST', 'bookings/manage/:token/move', 'public'),
    cancel: route<None, { message: string }>()('POST', 'bookings/manage/:token/cancel', 'public'),
    staffSlots: route<None, StaffSlot[]>()('GET', 'bookings/admin/slots', staff('admissions')),
    createSlot: route<NewSlot, StaffSlot>()('POST', 'bookings/admin/slots', staff('admissions')),
    /** Only a slot nobody booked. */
    removeSlot: route<None, { message: string }>()('DELETE', 'bookings/admin/slots/:id', staff('admissions')),
    /** Books an assessment or interview for an application, on the family's behalf; no cut-off for staff. */
    bookForApplication: route<{ slotId: string }, BookingRecord>()(
      'POST',
      'bookings/admin/applications/:reference',
      staff('admissions'),
    ),
    staffCancel: route<None, { message: string }>()('DELETE', 'bookings/admin/bookings/:id', staff('admissions')),
    /** The family, signed in by its link: its application's assessment and interview bookings. */
    parentList: route<None, ManagedBooking[]>()('GET', 'parent/applications/:reference/bookings', 'session'),
    /** Books a slot, or moves the application's booking of that kind to it; until the cut-off. */
    parentBook: route<{ slotId: string }, ManagedBooking>()(
      'POST',
      'parent/applications/:reference/bookings',
      'session',
    ),
    parentCancel: route<None, void>()('DELETE', 'parent/applications/:reference/bookings/:kind', 'session'),
  },
} as const;
