import { postStatuses } from '@careercard/shared/blog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchFilterForm } from '@/components/ui/search-filter-form';
import { SelectField } from '@/components/ui/select-field';
import { useCategoryChoices } from '../api/get-categories';
import { NO_POST_FILTERS, type PostFilters } from '../api/get-posts';

/** Search (title), status and category: each change applies at once (the search on a pause). */
export function PostFilterBar({
  filters,
  onChange,
}: {
  filters: PostFilters;
  onChange: (filters: PostFilters) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategoryChoices();
  const set = (change: Partial<PostFilters>) => onChange({ ...filters, ...change });
  return (
    <SearchFilterForm
      label={t('admin.blog.filters')}
      searchLabel={t('admin.blog.search')}
      searchHint={t('admin.blog.searchPlaceholder')}
      search={filters.search}
      maxLength={200}
      onSearch={(text) => set({ search: text })}
      className="lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto]"
    >
      <SelectField
        label={t('admin.blog.columns.status')}
        value={filters.status}
        onChange={(status) => set({ status })}
      >
        <option value="">{t('admin.users.any')}</option>
        {postStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`admin.blog.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('admin.blog.columns.category')}
        value={filters.category}
        onChange={(category) => set({ category })}
      >
        <option value="">{t('admin.users.any')}</option>
        {categories.data?.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <Button
        variant="outline"
        className="h-11"
        disabled={!Object.values(filters).some(Boolean)}
        onClick={() => onChange(NO_POST_FILTERS)}
      >
        {t('activity.clear')}
      </Button>
    </SearchFilterForm>
  );
}
