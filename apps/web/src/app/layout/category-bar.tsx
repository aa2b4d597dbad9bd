import { Link, useLocation } from "react-router";
import classes from "./category-bar.module.css";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { CATEGORIES, activeCategory, categoryName } from "./navigation.ts";

export function CategoryBar() {
  const { pathname, search } = useLocation();
  const active = activeCategory(pathname, search);
  const i18n = useI18n();
  return (
    <nav aria-label={i18n._({ id: "category.bar", message: "Categories" })} className={classes.bar}>
      {CATEGORIES.map((category) => (
        <Link
          key={category.label}
          to={category.to}
          className={classes.item}
          data-active={category.label === active || undefined}
          aria-current={category.label === active ? "page" : undefined}
        >
          {categoryName(i18n, category.label)}
        </Link>
      ))}
    </nav>
  );
}
