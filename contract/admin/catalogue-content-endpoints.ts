import { Type } from 'typebox';
import { AdminIdParams, ItemResponse, ListResponse } from '../admin-list';
import { ErrorBody } from '../common';
import {
  CurrentTopicInput, CurrentTopicPatch, CurrentTopicRecord, PageInput, PagePatch, PageRecord, PopupInput, PopupPatch, PopupRecord,
  SliderInput, SliderPatch, SliderRecord,
} from '../content-admin';
import { CATALOGUE_CONTENT_ENDPOINT_PATHS as P } from './catalogue-content-paths';

/** Every staff call may also answer 401 (no session), 403 (role or TOTP setup) and 400 (bad input). */
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
const missing = { ...refused, 404: ErrorBody } as const;
const taken = { ...missing, 409: ErrorBody } as const;
/** The lists are short (a few dozen rows) and answered whole; react-admin's paging parameters are accepted and ignored. */
const WholeList = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })),
  sort: Type.Optional(Type.String({ maxLength: 40 })),
  order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
}, { additionalProperties: false });

export const CATALOGUE_CONTENT_ENDPOINTS = {
  adminPages: { ...P.adminPages, query: WholeList, responses: { 200: ListResponse(PageRecord), ...refused } },
  adminPage: { ...P.adminPage, params: AdminIdParams, responses: { 200: ItemResponse(PageRecord), ...missing } },
  adminPageCreate: { ...P.adminPageCreate, body: PageInput, responses: { 200: ItemResponse(PageRecord), ...taken } },
  adminPageUpdate: { ...P.adminPageUpdate, params: AdminIdParams, body: PagePatch, responses: { 200: ItemResponse(PageRecord), ...taken } },
  adminSliders: { ...P.adminSliders, query: WholeList, responses: { 200: ListResponse(SliderRecord), ...refused } },
  adminSlider: { ...P.adminSlider, params: AdminIdParams, responses: { 200: ItemResponse(SliderRecord), ...missing } },
  adminSliderCreate: { ...P.adminSliderCreate, body: SliderInput, responses: { 200: ItemResponse(SliderRecord), ...refused } },
  adminSliderUpdate: { ...P.adminSliderUpdate, params: AdminIdParams, body: SliderPatch, responses: { 200: ItemResponse(SliderRecord), ...missing } },
  adminCurrentTopics: { ...P.adminCurrentTopics, query: WholeList, responses: { 200: ListResponse(CurrentTopicRecord), ...refused } },
  adminCurrentTopic: { ...P.adminCurrentTopic, params: AdminIdParams, responses: { 200: ItemResponse(CurrentTopicRecord), ...missing } },
  adminCurrentTopicCreate: { ...P.adminCurrentTopicCreate, body: CurrentTopicInput, responses: { 200: ItemResponse(CurrentTopicRecord), ...refused } },
  adminCurrentTopicUpdate: {
    ...P.adminCurrentTopicUpdate, params: AdminIdParams, body: CurrentTopicPatch, responses: { 200: ItemResponse(CurrentTopicRecord), ...missing },
  },
  adminPopups: { ...P.adminPopups, query: WholeList, responses: { 200: ListResponse(PopupRecord), ...refused } },
  adminPopup: { ...P.adminPopup, params: AdminIdParams, responses: { 200: ItemResponse(PopupRecord), ...missing } },
  adminPopupCreate: { ...P.adminPopupCreate, body: PopupInput, responses: { 200: ItemResponse(PopupRecord), ...taken } },
  adminPopupUpdate: { ...P.adminPopupUpdate, params: AdminIdParams, body: PopupPatch, responses: { 200: ItemResponse(PopupRecord), ...taken } },
} as const;
