import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ModelPage } from '../../../contract/fitment';
import { useHydrated } from '../../lib/use-hydrated';
import { usePageTitle } from '../../lib/use-page-title';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { bikeModelQuery } from './api';
import { chooseBike, getMotorom } from './motorom-store';
import './bike-model-view.css';

type ModelType = ModelPage['model']['types'][number];

export const MODEL_NOT_FOUND_TEXT = 'Nem található ilyen motormodell.';

function yearsOf(type: ModelType): string {
  return type.yearTo === null ? `${type.yearFrom}-től` : `${type.yearFrom}–${type.yearTo}`;
}

/** The model year the rider already chose in 'Motorom' (the browser's storage), else the newest one. */
function storedType(types: readonly ModelType[]): number {
  const chosen = getMotorom().tipus;
  return types.some((t) => t.id === chosen) ? chosen! : types[0]!.id;
}


/** /alkatresz/{manufacturer}-{model}: the parts that fit a motorcycle model, by model year and category. */
export function BikeModelView({ slug }: { slug: string }) {
  const { data, isPending, isError } = useQuery(bikeModelQuery(slug));
  usePageTitle(data ? `${data.model.name} alkatrészek` : isError ? MODEL_NOT_FOUND_TEXT : null);
  if (isPending) return <p className="page-loading" role="status">Betöltés…</p>;
  if (isError) return <section className="page"><p className="page__notice">{MODEL_NOT_FOUND_TEXT}</p></section>;
  return <ModelParts page={data} key={slug} />;
}

function ModelParts({ page }: { page: ModelPage }) {
  const { model, categories } = page;
  // The server renders the newest year; the rider's own motorcycle (storage) only once hydrated, or the
  // page would differ from the server's and React would throw it away and render it again (error 418).
  const hydrated = useHydrated();
  const [pickedId, setTypeId] = useState<number | null>(null);
  const typeId = pickedId ?? (hydrated ? storedType(model.types) : model.types[0]!.id);
  const type = model.types.find((t) => t.id === typeId) ?? model.types[0]!;
  const fitting = categories.filter((c) => (c.counts[String(type.id)] ?? 0) > 0);
  const section = useRef<HTMLElement>(null);
  useTypedBeforeHydration(section);
  return (
    <section ref={section} className="page bike-model">
      <h1>{model.name} alkatrészek</h1>
      <div className="bike-model__head">
        <img className="bike-model__image" src={model.img} alt={model.name} width={240} height={160} />
        <div>
          <label className="bike-model__year" htmlFor="bike-model-type">Évjárat</label>
          <select id="bike-model-type" value={type.id} onChange={(e) => setTypeId(Number(e.target.value))}>
            {model.types.map((t) => (
              <option key={t.id} value={t.id}>{`${yearsOf(t)} · ${t.capacity} cm³`}</option>
            ))}
          </select>
          <p className="page__lead">
            Válasszon kategóriát: a lista csak a(z) {type.name_en} motorhoz illő alkatrészeket mutatja.
          </p>
        </div>
      </div>
      {fitting.length === 0 ? (
        <p className="page__notice">Ehhez az évjárathoz még nincs alkatrészünk.</p>
      ) : (
        <ul className="bike-model__categories">
          {fitting.map((c) => (
            <li key={c.alias}>
              <Link to={c.path} onClick={() => chooseBike({ id: type.id, capacity: type.capacity, gyarto: model.manufacturer, felepites: { id: type.constructionId } })}>
                <span>{c.name_hu}</span>
                <span className="bike-model__count">{c.counts[String(type.id)]} termék</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
