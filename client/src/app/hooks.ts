import { useDispatch, useSelector } from "react-redux";
import type { AppDispatch, RootState } from "./store";

// features reach the store only through this module (its typed hooks and types)
export type { AppDispatch, RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
