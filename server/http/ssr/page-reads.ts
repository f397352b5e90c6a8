import type { EndpointName } from '../../../contract/endpoint-paths';
import type { ProductsRequest } from '../../../contract/catalog';
import type { LegalDocumentName } from '../../modules/content/legal-texts';
import type { Read, ReadAnswer, ReadInput } from '../../../web/entry-server';
import type { Services } from '../../services';
import { errorBody } from '../error-handler';
import { AppError, STATUS_BY_CODE } from '../errors';

type Params = Record<string, string>;
const paramsOf = (input: ReadInput) => (input.params ?? {}) as Params;

/**
 * The storefront calls a server render makes, answered by the services in-process: the same calls
 * and answers as their routes (catalog.routes.ts, content.routes.ts, fitment.routes.ts), minus HTTP.
 * Listings skip the per-address rate limit: a rendered page asks only for a listing's first page.
 */
function readsOf({ catalog, content, fitment }: Services): Partial<Record<EndpointName, (input: ReadInput) => Promise<unknown>>> {
  return {
    getHeaderCategories: () => catalog.headerCategories(),
    getParentPages: () => content.parentPages(),
    getPopup: () => content.popup(),
    slidersToFrontPage: () => content.frontPage(),
    getAkciosFooldal: () => catalog.saleProducts(),
    productByAlias: (input) => catalog.productByAlias(paramsOf(input).alias ?? ''),
    productsByAlias: (input) => catalog.productsByAlias(paramsOf(input).alias ?? '', input.body as ProductsRequest),
    productsByBrand: (input) => catalog.productsByBrand(paramsOf(input).alias ?? '', input.body as ProductsRequest),
    getPages: async (input) => ({ status: 1 as const, page: await content.page(paramsOf(input).alias ?? '') }),
    legal: (input) => content.legalText(paramsOf(input).document as LegalDocumentName),
    bikeModel: (input) => fitment.modelPage(paramsOf(input).slug ?? ''),
    manufacturers: () => fitment.manufacturers(),
  };
}

/** A service's refusal becomes the status and body its route would answer; anything else stays an error. */
export function pageReads(services: Services): Read {
  const reads = readsOf(services);
  return async (name, input): Promise<ReadAnswer> => {
    const read = reads[name];
    if (!read) throw new Error(`the server render does not answer ${name}`);
    try {
      return { status: 200, body: await read(input) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: STATUS_BY_CODE[error.code], body: errorBody(error.code, error.message) };
    }
  };
}
