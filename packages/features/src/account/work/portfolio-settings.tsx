import { useCreatePortfolioItem } from '@lancer/api/review/create-portfolio-item';
import { useDeletePortfolioItem } from '@lancer/api/review/delete-portfolio-item';
import { useFetchOwnPortfolio } from '@lancer/api/review/fetch-own-portfolio';
import { useReorderPortfolio } from '@lancer/api/review/reorder-portfolio';
import { useUpdatePortfolioItem } from '@lancer/api/review/update-portfolio-item';
import { useUploadPortfolioImage } from '@lancer/api/review/upload-portfolio-image';

import { toLoadable } from '../../lib/to-loadable';
import { PortfolioEditor } from './components/portfolio-editor';

/** The provider's portfolio on /work (decision 1370), wired to the review area's portfolio calls. */
export function PortfolioSettings() {
  const portfolio = useFetchOwnPortfolio();
  const create = useCreatePortfolioItem();
  const update = useUpdatePortfolioItem();
  const remove = useDeletePortfolioItem();
  const reorder = useReorderPortfolio();
  const upload = useUploadPortfolioImage();
  const items = portfolio.data?.items ?? [];

  const move = (id: string, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const from = ids.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate({ body: { ids } });
  };

  return (
    <PortfolioEditor
      portfolio={toLoadable(portfolio, (answer) => answer.items)}
      onSave={(values, id) =>
        id === null ? create.mutateAsync({ body: values }) : update.mutateAsync({ body: { ...values, id } })
      }
      saving={create.isPending || update.isPending}
      saveError={create.error ?? update.error}
      onDialogClose={() => {
        create.reset();
        update.reset();
      }}
      onDelete={(id) => remove.mutate({ body: { id } })}
      onMove={move}
      changing={remove.isPending || reorder.isPending}
      changeFailed={remove.isError || reorder.isError}
      onUploadImage={upload}
    />
  );
}
