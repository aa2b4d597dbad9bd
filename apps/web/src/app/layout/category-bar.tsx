import { Link, useLocation } from "react-router";
import classes from "./category-bar.module.css";
import { CATEGORIES, activeCategory } from "./navigation.ts";

export function CategoryBar() {
  const { pathname, search } = useLocation();
  const active = activeCategory(pathname, search);
  return (
    <nav aria-label="Categories" className={classes.bar}>
      {CATEGORIES.map((category) => (
        <Link
          key={category.label}
          to={category.to}
          className={classes.item}
          data-active={category.label === active || undefined}
          aria-current={category.label === active ? "page" : undefined}
        >
          {category.label}
        </Link>
      ))}
    </nav>
  );
}
