import { useParams } from 'react-router';
import { BikeModelView } from '../features/fitment/bike-model-view';

/** /alkatresz/{manufacturer}-{model}: a motorcycle model's landing page (issue 15). */
export function Component() {
  const { slug = '' } = useParams();
  return <BikeModelView slug={slug} />;
}
